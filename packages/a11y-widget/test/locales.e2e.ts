/*
 * Every language pack's dialog in Chromium, on a 320 px wide screen at the default text size and at
 * +200 % in bold, with its page structure list open: the dialog fits the screen, nothing in it reaches
 * past its edges, and no text is cut. The
 * page is a scratch Vite build of the package's sources (no install), one pack loaded per page as a
 * host would. SCREENSHOTS=<dir> saves the dialog of a few long-word languages, Arabic and Hebrew, whole.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, type ExpectStatic, expect, it } from 'vitest'
import { launchChromium } from '../../../tests/support/browser.js'
import { serveStatic } from '../../../tests/support/static-server.js'

const packageDir = new URL('..', import.meta.url).pathname
const src = join(packageDir, 'src')
// A pack's file is named after its BCP 47 tag: `de.ts`, `sr-Latn.ts`, `pt-BR.ts`.
const tags = readdirSync(join(src, 'locales'))
  .filter((file) => /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?\.ts$/.test(file))
  .map((file) => file.slice(0, -3))
  .sort()
const screenshotTags = ['de', 'fi', 'hu', 'el', 'ka', 'ar', 'he']
const rightToLeft = new Set(['ar', 'he'])
const screenshotDir = process.env.SCREENSHOTS
const scratch = mkdtempSync(join(tmpdir(), 'a11y-widget-locales-'))
const fromPackage = createRequire(join(packageDir, 'package.json'))

// The host page: `?lang=de&text=3&bold` loads the German pack alone (a dynamic import per pack, as a
// host that maps its page language to an import would) and opens the dialog with text at 3× (+200 %)
// in bold. The page has a header, a navigation, its main content and a footer, for the structure list.
const main = `
import { createElement as h } from ${JSON.stringify(fromPackage.resolve('react'))}
import { createRoot } from ${JSON.stringify(fromPackage.resolve('react-dom/client'))}
import { A11yProvider, A11yWidget } from ${JSON.stringify(join(src, 'index.ts'))}
import ${JSON.stringify(join(src, 'styles.css'))}
const packs = {
${tags.map((tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(join(src, 'locales', `${tag}.ts`))}),`).join('\n')}
}
const query = new URLSearchParams(location.search)
const { default: pack } = await packs[query.get('lang')]()
document.documentElement.lang = pack.locale
document.documentElement.dir = pack.dir
createRoot(document.getElementById('root')).render(
  h(A11yProvider, {
    locale: pack,
    consent: true,
    statementHref: '/statement',
    initialPreferences: { fontSizeMultiplier: Number(query.get('text') ?? 1), textBold: query.has('bold') },
    defaultOpen: true,
  },
  h('header', null, h('a', { href: '/' }, 'Home')),
  h('nav', { 'aria-label': 'Menu' }, h('a', { href: '/blog' }, 'Blog')),
  h('main', null, h('h1', null, pack.messages.title), h('h2', null, pack.messages.readingAidsHeading)),
  h('footer', null, h('p', null, '©')),
  h(A11yWidget)),
)
`

let browser: Browser
let origin: string
let closeServer: () => Promise<void>

beforeAll(async () => {
  writeFileSync(join(scratch, 'main.js'), main)
  writeFileSync(
    join(scratch, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Widget</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  )
  await build({
    root: scratch,
    configFile: false,
    logLevel: 'error',
    base: './',
    build: { outDir: join(scratch, 'dist'), target: 'es2022' },
  })
  const server = await serveStatic(join(scratch, 'dist'))
  origin = server.url
  closeServer = server.close
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await closeServer?.()
  rmSync(scratch, { recursive: true, force: true })
})

/**
 * Opens the page with `tag`'s pack at `width` px and text at `text`× (in bold above 1×) and opens its
 * page structure list; resolves once the dialog is whole.
 */
async function openDialog(tag: string, width: number, text: number, expect: ExpectStatic): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 640 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${origin}/?lang=${tag}&text=${text}${text > 1 ? '&bold' : ''}`)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  // The text size is applied to <html> after the first render; wait for its layout to settle.
  await page.waitForFunction(
    (expected) => (document.documentElement.dataset.a11yText ?? '1') === String(expected),
    text,
  )
  const { pageStructure } = (await import(join(src, 'locales', `${tag}.ts`))).default.messages
  await dialog.getByRole('button', { name: pageStructure }).click()
  // The list's own chunk arrives; it names the header, navigation, main content, two headings and footer.
  const list = dialog.getByRole('list', { name: pageStructure })
  await list.waitFor()
  expect(await list.getByRole('button').count()).toBe(6)
  await page.evaluate(() => document.fonts.ready)
  expect(errors).toEqual([])
  return page
}

interface Fit {
  lang: string | null
  dir: string | null
  /** The dialog's own horizontal overflow: scrollWidth − clientWidth. */
  overflow: number
  /** The dialog's edges against the viewport's. */
  left: number
  right: number
  viewport: number
  /** Elements inside the dialog that reach past its content box or whose own text is cut. */
  outside: string[]
  cut: string[]
}

function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) throw new Error('no dialog')
    const box = dialog.getBoundingClientRect()
    const style = getComputedStyle(dialog)
    const innerLeft = box.left + Number.parseFloat(style.borderLeftWidth)
    const innerRight = box.right - Number.parseFloat(style.borderRightWidth)
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`
    const outside: string[] = []
    const cut: string[] = []
    for (const element of dialog.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      if (rect.left < innerLeft - 0.5 || rect.right > innerRight + 0.5) outside.push(describe(element))
      if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1) {
        // An element whose content is wider than its box: text runs out of it (or is clipped).
        if (element.clientWidth > 0) cut.push(describe(element))
      }
    }
    return {
      lang: dialog.getAttribute('lang'),
      dir: dialog.getAttribute('dir'),
      overflow: dialog.scrollWidth - dialog.clientWidth,
      left: box.left,
      right: box.right,
      viewport: document.documentElement.clientWidth,
      outside,
      cut,
    }
  })
}

// Each check has a page of its own: a few run at once (Vitest's maxConcurrency), so one page's
// wait for its fonts and layout overlaps another's work.
describe.concurrent.each(tags)('language pack %s: the dialog', (tag) => {
  const dir = rightToLeft.has(tag) ? 'rtl' : 'ltr'

  it.for([
    [1, 'at the default text size'],
    [3, 'with text at +200 % in bold'],
  ] as const)(
    'fits a 320 px wide screen with text at %s× (%s), nothing cut or outside it',
    async ([text], { expect }) => {
      const page = await openDialog(tag, 320, text, expect)
      try {
        const fit = await measure(page)
        expect({ lang: fit.lang, dir: fit.dir }).toEqual({ lang: tag, dir })
        if (screenshotDir && screenshotTags.includes(tag)) {
          mkdirSync(screenshotDir, { recursive: true })
          // The whole dialog: the viewport as tall as the dialog's content.
          const height = await page.evaluate(
            () => document.querySelector('[role="dialog"]')?.scrollHeight ?? 640,
          )
          await page.setViewportSize({ width: 320, height: Math.min(height + 40, 6000) })
          await page.screenshot({ path: join(screenshotDir, `${tag}-320-text${text}.png`) })
        }
        expect({ overflow: Math.max(fit.overflow, 0), outside: fit.outside, cut: fit.cut }).toEqual({
          overflow: 0,
          outside: [],
          cut: [],
        })
        expect(fit.left).toBeGreaterThanOrEqual(0)
        expect(fit.right).toBeLessThanOrEqual(fit.viewport)
      } finally {
        await page.close()
      }
    },
  )
})

describe('right to left', () => {
  it('opens the Arabic and Hebrew dialogs from the left edge of a wide screen, the German one from the right', async () => {
    for (const [tag, side] of [
      ['ar', 'left'],
      ['he', 'left'],
      ['de', 'right'],
    ] as const) {
      const page = await openDialog(tag, 1024, 1, expect)
      try {
        const fit = await measure(page)
        if (side === 'left') expect(fit.left).toBe(0)
        else expect(fit.right).toBe(fit.viewport)
        expect(fit.right - fit.left).toBeLessThan(fit.viewport / 2)
      } finally {
        await page.close()
      }
    }
  })
})

/*
 * Every language pack's dialog in Chromium, on a 320 px wide screen at the default text size and at
 * +200 % in bold, with its page structure list open: the dialog fits the screen, nothing in it reaches
 * past its edges, and no text is cut. The page is a scratch Vite build of the package's sources (no
 * install), one pack loaded per page load as a host would; the page shows the dialog at both text
 * sizes in turn. SCREENSHOTS=<dir> saves every pack's dialog whole at both sizes, for a native reader
 * to look at.
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
const rightToLeft = new Set(['ar', 'he'])
const screenshotDir = process.env.SCREENSHOTS
const scratch = mkdtempSync(join(tmpdir(), 'a11y-widget-locales-'))
const fromPackage = createRequire(join(packageDir, 'package.json'))

// The host page: `?lang=de` loads the German pack alone (a dynamic import per pack, as a host that maps
// its page language to an import would) and opens the dialog; `#text=3&bold` (also set later, without
// a reload) mounts the provider afresh with text at 3× (+200 %) in bold and opens the dialog again, as
// a fresh load with those preferences would. The page has a header, a navigation, its main content and
// a footer, for the structure list.
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
const root = createRoot(document.getElementById('root'))
function render() {
  const settings = new URLSearchParams(location.hash.slice(1))
  root.render(
    h(A11yProvider, {
      key: location.hash,
      locale: pack,
      consent: true,
      statementHref: '/statement',
      initialPreferences: { fontSizeMultiplier: Number(settings.get('text') ?? 1), textBold: settings.has('bold') },
      defaultOpen: true,
    },
    h('header', null, h('a', { href: '/' }, 'Home')),
    h('nav', { 'aria-label': 'Menu' }, h('a', { href: '/blog' }, 'Blog')),
    h('main', null, h('h1', null, pack.messages.title), h('h2', null, pack.messages.readingAidsHeading)),
    h('footer', null, h('p', null, '©')),
    h(A11yWidget)),
  )
}
render()
addEventListener('hashchange', render)
`

let browser: Browser
/** The one page the packs take turns in (see openPage); opened by the first pack. */
let sharedPage: Page | undefined
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
    // Not minified: the test measures layout, not bytes, and minifying 40-odd packs costs build time.
    build: { outDir: join(scratch, 'dist'), target: 'es2022', minify: false },
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

/** The errors the page logged to its console since the current pack's load began, for pageState. */
let consoleErrors: string[] = []

/**
 * Loads `tag`'s pack in the file's one page at `width` px, with the dialog at the default text size and
 * its page structure list open; the pack's uncaught errors collect in `errors`, its console's errors
 * in `consoleErrors`.
 *
 * The packs take turns in one page: a new context and page cost about 1 core-second of Chromium's CPU
 * on these machines (a renderer started, the page's scripts read anew), a load in the open page 0.3 to
 * 0.5. Nothing of the last pack's document stays: the URL has no hash, so the navigation loads a new
 * document (its own pack, React root and widget) even where the last URL differed only in its hash
 * (a navigation to a hash alone keeps the document); a new document comes with a response, checked
 * here (a navigation within the document has none). The error listeners are the pack's own, set before
 * its load begins (an error the last document threw as it unloaded would count against this pack: a
 * failure, never a pass).
 */
async function openPage(tag: string, width: number, expect: ExpectStatic) {
  sharedPage ??= await browser.newPage({ viewport: { width, height: 640 } })
  const page = sharedPage
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 640 })
  page.removeAllListeners('pageerror')
  page.removeAllListeners('console')
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const logged: string[] = []
  consoleErrors = logged
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
  const response = await page.goto(`${origin}/?lang=${tag}`)
  expect(response?.ok(), `a new document for ${tag}`).toBe(true)
  await showDialog(page, tag, 1, errors, expect)
  return { page, errors }
}

/**
 * Waits for the dialog with text at `text`× and opens its page structure list; resolves once the
 * dialog is whole. Above 1× the page is first told to mount the widget afresh with text at `text`× in
 * bold.
 */
async function showDialog(page: Page, tag: string, text: number, errors: string[], expect: ExpectStatic) {
  if (text > 1) await page.evaluate((hash) => (location.hash = hash), `text=${text}&bold`)
  // The text size is applied to <html> after the first render (the old widget's is gone by then):
  // wait for its layout to settle.
  await page.waitForFunction(
    (expected) => (document.documentElement.dataset.a11yText ?? '1') === String(expected),
    text,
  )
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const { pageStructure } = (await import(join(src, 'locales', `${tag}.ts`))).default.messages
  await dialog.getByRole('button', { name: pageStructure }).click()
  // The list's own chunk arrives; it names the header, navigation, main content, two headings and footer.
  const list = dialog.getByRole('list', { name: pageStructure })
  await list.waitFor().catch(async (error: Error) => {
    // Seen once (run 13 of issue 50, pack ro at 3×) and not since: what the page held then says why.
    throw new Error(`${error.message}\nThe page then: ${JSON.stringify(await pageState(page))}`)
  })
  expect(await list.getByRole('button').count()).toBe(6)
  await page.evaluate(() => document.fonts.ready)
  expect(errors).toEqual([])
}

/**
 * What a failed wait for the dialog's structure list needs to be understood: whether a dialog is
 * still open (the widget's error boundary closes it when a part of it throws, and React logs the
 * error), its disclosures' states, what has focus, the text size on <html> and the hash.
 */
function pageState(page: Page) {
  return page.evaluate(
    (consoleErrors) => ({
      consoleErrors,
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      disclosures: Array.from(document.querySelectorAll('[role="dialog"] button[aria-expanded]')).map(
        (button) => `${button.textContent}: ${button.getAttribute('aria-expanded')}`,
      ),
      focus: document.activeElement?.outerHTML.slice(0, 120),
      text: document.documentElement.dataset.a11yText,
      hash: location.hash,
    }),
    consoleErrors,
  )
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

// The packs load one after another in the file's one page (openPage says why). The page shows the
// dialog at the default text size, then mounts the widget afresh at +200 % in bold: the same layout a
// page loaded with those preferences gets, without loading the page and the pack again.
describe.each(tags)('language pack %s: the dialog', (tag) => {
  const dir = rightToLeft.has(tag) ? 'rtl' : 'ltr'

  it('fits a 320 px wide screen at the default text size and with text at +200 % in bold, nothing cut or outside it', async ({
    expect,
  }) => {
    const { page, errors } = await openPage(tag, 320, expect)
    for (const text of [1, 3]) {
      if (text > 1) await showDialog(page, tag, text, errors, expect)
      const fit = await measure(page)
      const at = `with text at ${text}×`
      expect({ lang: fit.lang, dir: fit.dir }, at).toEqual({ lang: tag, dir })
      if (screenshotDir) {
        mkdirSync(screenshotDir, { recursive: true })
        // The whole dialog: the viewport as tall as the dialog's content, then back for the next size.
        const height = await page.evaluate(
          () => document.querySelector('[role="dialog"]')?.scrollHeight ?? 640,
        )
        await page.setViewportSize({ width: 320, height: Math.min(height + 40, 6000) })
        await page.screenshot({ path: join(screenshotDir, `${tag}-320-text${text}.png`) })
        await page.setViewportSize({ width: 320, height: 640 })
      }
      expect({ overflow: Math.max(fit.overflow, 0), outside: fit.outside, cut: fit.cut }, at).toEqual({
        overflow: 0,
        outside: [],
        cut: [],
      })
      expect(fit.left, at).toBeGreaterThanOrEqual(0)
      expect(fit.right, at).toBeLessThanOrEqual(fit.viewport)
    }
  })
})

describe('right to left', () => {
  it('opens the Arabic and Hebrew dialogs from the left edge of a wide screen, the German one from the right', async () => {
    // One after another in the packs' page, as above, now 1024 px wide.
    const sides = [
      ['ar', 'left'],
      ['he', 'left'],
      ['de', 'right'],
    ] as const
    for (const [tag, side] of sides) {
      const { page } = await openPage(tag, 1024, expect)
      const fit = await measure(page)
      if (side === 'left') expect(fit.left, tag).toBe(0)
      else expect(fit.right, tag).toBe(fit.viewport)
      expect(fit.right - fit.left, tag).toBeLessThan(fit.viewport / 2)
    }
  })
})

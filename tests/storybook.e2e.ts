import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeTags, axeViolationsInPlace, launchChromium } from './support/browser.js'
import { serveStatic } from './support/static-server.js'

// Every story is a review surface for designers: each one must render and pass axe
// in both languages and all four colour schemes. Page-level rules do not apply to a lone component.
const storybookDir = join(import.meta.dirname, '../storybook-static')
const locales = ['sl', 'en'] as const
const themes = ['default', 'yellow-on-blue', 'black-on-white', 'white-on-black'] as const
const pageLevelRules = ['page-has-heading-one', 'landmark-one-main', 'region']
// A colour scheme changes colours only, so the other schemes are checked with the colour rules; the
// non-default schemes promise 7:1 text contrast, which is axe's enhanced (AAA) contrast rule.
const colourRules = ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block']

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

function entriesFromIndex(): IndexEntry[] {
  const indexFile = join(storybookDir, 'index.json')
  if (!existsSync(indexFile)) throw new Error('No static Storybook: run `pnpm storybook:build` first.')
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries)
}

const stories = entriesFromIndex().filter((entry) => entry.type === 'story')
// The docs pages: the MDX guides and each component's generated page.
const docsPages = entriesFromIndex().filter((entry) => entry.type === 'docs')

/**
 * Serves the static Storybook and opens one Chromium page on it, whose uncaught errors go to
 * `pageErrors`; `close` shuts the browser and the server.
 */
async function openStorybook(pageErrors: string[]) {
  const server = await serveStatic(storybookDir)
  const browser: Browser = await launchChromium()
  const page = await (await browser.newContext()).newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return {
    page,
    origin: server.url,
    close: async () => {
      await browser.close()
      await server.close()
    },
  }
}

describe('Storybook stories', () => {
  let page: Page
  let origin: string
  let close: (() => Promise<void>) | undefined
  const pageErrors: string[] = []

  beforeAll(async () => {
    ;({ page, origin, close } = await openStorybook(pageErrors))
  })

  afterAll(async () => {
    await close?.()
  })

  it('has at least one story per package', () => {
    const importPaths = Object.values(
      (
        JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
          entries: Record<string, { importPath: string }>
        }
      ).entries,
    ).map((entry) => entry.importPath)
    for (const pkg of ['a11y-widget', 'ui', 'i18n']) {
      expect(
        importPaths.some((path) => path.startsWith(`./packages/${pkg}/`)),
        `no story in packages/${pkg}`,
      ).toBe(true)
    }
  })

  /** Switches Storybook's globals in the loaded preview (no reload) and waits for <html> to follow. */
  async function setGlobals(locale: string, theme: string) {
    await page.evaluate(
      (globals) =>
        (
          window as unknown as { __STORYBOOK_PREVIEW__: { onUpdateGlobals(a: object): Promise<void> } }
        ).__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals }),
      { locale, theme },
    )
    // A story may pin its own language or scheme (story-level globals win); then it keeps them and
    // is checked as it shows itself.
    await page
      .waitForFunction(
        ([l, t]) => document.documentElement.lang === l && document.documentElement.dataset.theme === t,
        [locale, theme],
        { timeout: 1500 },
      )
      .catch(() => {})
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  }

  for (const story of stories) {
    it(`${story.title} / ${story.name}: renders with no axe violations in every language and scheme`, async () => {
      const problems: string[] = []
      pageErrors.length = 0
      await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story&globals=locale:sl;theme:default`)
      await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { timeout: 15_000 })
      if (await page.$('body.sb-show-errordisplay')) {
        expect.fail(`the story failed to render: ${await page.textContent('#error-message')}`)
      }
      for (const locale of locales) {
        for (const theme of themes) {
          await setGlobals(locale, theme)
          await page.evaluate(() => document.fonts.ready)
          const violations = await axeViolationsInPlace(
            page,
            theme === 'default'
              ? {
                  runOnly: { type: 'tag', values: axeTags },
                  rules: Object.fromEntries(pageLevelRules.map((id) => [id, { enabled: false }])),
                }
              : { runOnly: { type: 'rule', values: colourRules } },
          )
          for (const v of violations) problems.push(`[${locale}/${theme}] ${v}`)
        }
      }
      for (const e of pageErrors) problems.push(`page error: ${e}`)
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
})

describe('Storybook docs pages', () => {
  let page: Page
  let origin: string
  let close: (() => Promise<void>) | undefined
  const pageErrors: string[] = []

  beforeAll(async () => {
    ;({ page, origin, close } = await openStorybook(pageErrors))
    // A component page shows each story in a frame of its own; the stories are swept above, so
    // their frames are not loaded here (axe runs on the page itself, without frames).
    await page.route(/\/iframe\.html\?id=[^&]+&viewMode=story/, (route) => route.abort())
  })

  afterAll(async () => {
    await close?.()
  })

  it('has the guides: introduction, widget, cookie consent, i18n and design tokens', () => {
    expect(docsPages.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([
        'introduction--docs',
        'a11y-widget-getting-started--docs',
        'ui-cookie-consent--docs',
        'i18n-guide--docs',
        'ui-design-tokens--docs',
      ]),
    )
  })

  /** Switches the toolbar's globals; a docs page pins none, so <html> must follow. */
  async function setGlobals(locale: string, theme: string) {
    await page.evaluate(
      (globals) =>
        (
          window as unknown as { __STORYBOOK_PREVIEW__: { onUpdateGlobals(a: object): Promise<void> } }
        ).__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals }),
      { locale, theme },
    )
    await page.waitForFunction(
      ([l, t]) => document.documentElement.lang === l && document.documentElement.dataset.theme === t,
      [locale, theme],
      { timeout: 5000 },
    )
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  }

  for (const entry of docsPages) {
    const isComponentPage = !entry.tags?.includes('unattached-mdx') && /^(UI|A11y widget)\//.test(entry.title)
    it(`${entry.title} / ${entry.name}: follows the toolbar and has no axe violations in every language and scheme`, async () => {
      const problems: string[] = []
      pageErrors.length = 0
      await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=docs&globals=locale:sl;theme:default`)
      await page.waitForSelector('.sbdocs-content h1', { timeout: 15_000 })
      if (isComponentPage) {
        // GOV.UK-style component page: examples, props and the written acceptance criteria.
        for (const name of [
          'Examples',
          'Props',
          'Accessibility acceptance criteria',
          'Keyboard',
          'Screen readers',
        ]) {
          expect(await page.getByRole('heading', { name, exact: true }).count(), name).toBe(1)
        }
      }
      for (const locale of locales) {
        for (const theme of themes) {
          await setGlobals(locale, theme)
          await page.evaluate(() => document.fonts.ready)
          // The examples are frames of their own, each checked as a story above.
          const violations = await axeViolationsInPlace(
            page,
            theme === 'default'
              ? { runOnly: { type: 'tag', values: axeTags }, iframes: false }
              : { runOnly: { type: 'rule', values: colourRules }, iframes: false },
          )
          for (const v of violations) problems.push(`[${locale}/${theme}] ${v}`)
        }
      }
      for (const e of pageErrors) problems.push(`page error: ${e}`)
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
})

import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PREFERENCES, serializePreferences } from '@firma/a11y-widget/server'
import { buildPath, type Locale, listPages, locales } from '@firma/i18n'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { keptPage, sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// Every page carries the rules its first screen needs in a <style> in its <head>, and links the whole
// stylesheet at the end of the body, so that the first paint waits for the page's HTML alone
// (render/firstScreenStyles.ts). What a visitor sees before the stylesheet arrives must be the page as
// it is with the stylesheet; the Content-Security-Policy allows the block by its hash, and nothing of
// the page breaks that policy.
const baseURL = inject('baseURL')
const browser = sharedChromium()

const browserLocale: Record<Locale, string> = { sl: 'sl-SI', en: 'en-GB' }
const firstScreens = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
] as const
const comparedPages = ['home', 'conferenceVotingSystems', 'contact'] as const

// A returning visitor's preferences: the pages they get are rendered per request, not prerendered.
const preferences = `a11y-preferences=${serializePreferences({
  ...DEFAULT_PREFERENCES,
  selectedColorTheme: 'yellow-on-blue',
  fontSizeMultiplier: 1.5,
  linksHighlighted: true,
  textBold: true,
})}`

/**
 * Browser contexts kept for the pictures, one per language with the stylesheet and one without, each
 * with one page: a context per picture cost about 1 core-s of Chromium CPU, a visit in a kept page far
 * less. Without JavaScript nothing of a visit stays in them but cookies, which the server sets on no
 * page these tests visit and which `firstScreen` clears anyway, and the HTTP cache. A warm cache
 * changes when the stylesheet, fonts and images arrive, not the picture taken after `load` and
 * `document.fonts.ready` (the fonts swap in), so the picture with the stylesheet stays the one to
 * compare with. The context without it routes the stylesheet, and Playwright disables the cache of a
 * context with routes: every visit asks for the stylesheet anew, and the route counts it.
 */
type ScreenContext = { context: BrowserContext; page: Page; onBlocked?: () => void }
const screenContexts = new Map<string, ScreenContext>()

async function screenContext(locale: Locale, stylesheet: boolean): Promise<ScreenContext> {
  const key = `${locale} ${stylesheet ? 'with' : 'without'} the stylesheet`
  const kept = screenContexts.get(key)
  if (kept && !kept.page.isClosed()) return kept
  await kept?.context.close().catch(() => undefined)
  // Without JavaScript: the page's scripts, linked after the stylesheet, wait for it, so before it
  // arrives the visitor sees the server's HTML with the inline rules alone.
  const context = await browser().newContext({ locale: browserLocale[locale], javaScriptEnabled: false })
  const screen: ScreenContext = { context, page: await context.newPage() }
  if (!stylesheet) {
    await context.route(/\/assets\/.*\.css$/, (route) => {
      screen.onBlocked?.()
      return route.abort()
    })
  }
  screenContexts.set(key, screen)
  return screen
}

/** A picture of the first screen of `path` as a first-time visitor's browser paints it before any script runs. */
async function firstScreen(
  path: string,
  locale: Locale,
  viewport: { width: number; height: number },
  { stylesheet }: { stylesheet: boolean },
): Promise<{ picture: Buffer; stylesheets: number; blocked: number }> {
  const screen = await screenContext(locale, stylesheet)
  const { context, page } = screen
  await context.clearCookies()
  await page.setViewportSize(viewport)
  // Only the requests of this visit count: the route outlives it.
  let blocked = 0
  screen.onBlocked = () => {
    blocked++
  }
  try {
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const stylesheets = await page.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) => {
          try {
            return sheet.href !== null && sheet.cssRules.length > 0
          } catch {
            return false
          }
        }).length,
    )
    const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' })
    return { picture, stylesheets, blocked }
  } finally {
    screen.onBlocked = undefined
  }
}

describe('the first screen before the stylesheet arrives', () => {
  afterAll(async () => {
    for (const { context } of screenContexts.values()) await context.close().catch(() => undefined)
    screenContexts.clear()
  })
  for (const locale of locales) {
    for (const id of comparedPages) {
      for (const viewport of firstScreens) {
        const path = buildPath(id, locale)
        it(`${path} at ${viewport.width} px looks as it does with the stylesheet`, async () => {
          const linked = await firstScreen(path, locale, viewport, { stylesheet: true })
          const inlineOnly = await firstScreen(path, locale, viewport, { stylesheet: false })
          expect(linked.stylesheets, 'the stylesheet applies when it is not blocked').toBe(1)
          expect(inlineOnly.blocked, 'the stylesheet was asked for and blocked').toBeGreaterThan(0)
          expect(inlineOnly.stylesheets).toBe(0)
          if (!linked.picture.equals(inlineOnly.picture)) {
            const folder = mkdtempSync(join(tmpdir(), 'first-screen-'))
            writeFileSync(join(folder, 'with-stylesheet.png'), linked.picture)
            writeFileSync(join(folder, 'inline-rules-only.png'), inlineOnly.picture)
            expect.fail(
              `The first screen of ${path} differs without the stylesheet (pictures in ${folder}): ` +
                'run `pnpm build` and `pnpm --filter website first-screen-styles`, then commit ' +
                'render/firstScreenStyles.css.',
            )
          }
        })
      }
    }
  }
})

/** The directive `name` of a Content-Security-Policy, split into its sources. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? ''
  return found.trim().split(/\s+/).slice(1)
}

describe('the page’s HTML', () => {
  const pages = locales.flatMap((locale) => listPages(locale).map(({ path }) => path))
  for (const [visitor, cookie] of [
    ['a first-time visitor (prerendered pages)', undefined],
    ['a visitor with preferences (pages rendered per request)', preferences],
  ] as const) {
    it(`links no stylesheet in its head, and carries one style block its CSP allows by hash, for ${visitor}`, async () => {
      for (const path of [...pages, '/ni-take-strani']) {
        const response = await fetch(`${baseURL}${path}`, { headers: cookie ? { cookie } : {} })
        const html = await response.text()
        const head = html.slice(0, html.indexOf('</head>'))
        const body = html.slice(html.indexOf('</head>'))
        expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/)
        expect(body.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [], path).toHaveLength(1)
        const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
        expect(blocks, path).toHaveLength(1)
        expect(head, path).toContain('<style>')
        const hash = `'sha256-${createHash('sha256')
          .update(blocks[0] ?? '', 'utf8')
          .digest('base64')}'`
        const styleSrc = directive(response.headers.get('content-security-policy') ?? '', 'style-src')
        expect(styleSrc, path).toEqual(["'self'", hash])
      }
    })
  }
})

/** Records in `window.__violations` every report of the page's Content-Security-Policy, from its start. */
function recordViolations(): void {
  const seen: string[] = []
  Object.assign(window, { __violations: seen })
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI}`),
  )
}

describe('the Content-Security-Policy', () => {
  // One kept page per language and kind of visitor, readied as a new visitor's for each test (no
  // cookies, storage or listeners of the last visit): a context per test cost about 1 core-s of
  // Chromium CPU. The recording script is added once to each context and runs in every document, so
  // each visit starts with an empty list. Each path is visited once per context, and the browser
  // checks the policy for what it takes from its cache as for what it fetches.
  const recording = new WeakSet<BrowserContext>()
  for (const locale of locales) {
    const visitors = [
      {
        visitor: 'first-time',
        cookie: undefined,
        visit: keptPage(browser, { locale: browserLocale[locale] }),
      },
      {
        visitor: 'with preferences',
        cookie: preferences,
        visit: keptPage(browser, { locale: browserLocale[locale] }),
      },
    ] as const
    for (const id of comparedPages) {
      for (const { visitor, cookie, visit } of visitors) {
        const path = buildPath(id, locale)
        it(`is not violated on ${path} (${visitor} visitor)`, async () => {
          const page = await visit()
          const context = page.context()
          if (!recording.has(context)) {
            await context.addInitScript(recordViolations)
            recording.add(context)
          }
          if (cookie) {
            const [name = '', value = ''] = cookie.split(/=(.*)/s)
            await context.addCookies([{ name, value, url: baseURL }])
          }
          const errors: string[] = []
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text())
          })
          await page.goto(`${baseURL}${path}`, { waitUntil: 'load' })
          await waitForHydration(page)
          const violations = await page.evaluate(
            () => (window as unknown as { __violations: string[] }).__violations,
          )
          expect(violations).toEqual([])
          expect(errors).toEqual([])
        })
      }
    }
  }
})

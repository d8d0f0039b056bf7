import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PREFERENCES, serializePreferences } from '@firma/a11y-widget/server'
import { buildPath, type Locale, listPages, locales } from '@firma/i18n'
import type { BrowserContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

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

/** A picture of the first screen of `path` as a first-time visitor's browser paints it before any script runs. */
async function firstScreen(
  path: string,
  locale: Locale,
  viewport: { width: number; height: number },
  { stylesheet }: { stylesheet: boolean },
): Promise<{ picture: Buffer; stylesheets: number; blocked: number }> {
  // Without JavaScript: the page's scripts, linked after the stylesheet, wait for it, so before it
  // arrives the visitor sees the server's HTML with the inline rules alone.
  const context: BrowserContext = await browser().newContext({
    viewport,
    locale: browserLocale[locale],
    javaScriptEnabled: false,
  })
  let blocked = 0
  if (!stylesheet) {
    await context.route(/\/assets\/.*\.css$/, (route) => {
      blocked++
      return route.abort()
    })
  }
  const page = await context.newPage()
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
  await context.close()
  return { picture, stylesheets, blocked }
}

describe('the first screen before the stylesheet arrives', () => {
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

describe('the Content-Security-Policy', () => {
  for (const locale of locales) {
    for (const id of comparedPages) {
      for (const [visitor, cookie] of [
        ['first-time', undefined],
        ['with preferences', preferences],
      ] as const) {
        const path = buildPath(id, locale)
        it(`is not violated on ${path} (${visitor} visitor)`, async () => {
          const context = await browser().newContext({ locale: browserLocale[locale] })
          if (cookie) {
            const [name = '', value = ''] = cookie.split(/=(.*)/s)
            await context.addCookies([{ name, value, url: baseURL }])
          }
          await context.addInitScript(() => {
            const seen: string[] = []
            Object.assign(window, { __violations: seen })
            document.addEventListener('securitypolicyviolation', (event) =>
              seen.push(`${event.violatedDirective} ${event.blockedURI}`),
            )
          })
          const page = await context.newPage()
          const errors: string[] = []
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text())
          })
          await page.goto(`${baseURL}${path}`, { waitUntil: 'load' })
          await waitForHydration(page)
          const violations = await page.evaluate(
            () => (window as unknown as { __violations: string[] }).__violations,
          )
          await context.close()
          expect(violations).toEqual([])
          expect(errors).toEqual([])
        })
      }
    }
  }
})

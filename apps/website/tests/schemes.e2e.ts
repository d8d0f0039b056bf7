import { MESSAGES, SCHEME_PALETTES } from '@firma/a11y-widget'
import {
  COLOR_THEMES,
  type ColorTheme,
  DEFAULT_PREFERENCES,
  serializePreferences,
} from '@firma/a11y-widget/server'
import { buildPath, type Locale } from '@firma/i18n'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations, keptPage, sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// The colour schemes of the accessibility widget, in Chromium against the production build: axe
// finds nothing on the home page, a product category page and a blog post with the scheme from the
// cookie (the server renders it in the first response), nor on the home page after choosing it in the
// widget's dialog by keyboard. A scheme swaps colours only: the default scheme is checked with every
// WCAG 2.0–2.2 A/AA rule and best practice, the others with the rules colours can break (every page of
// the site has the full set in the default scheme in site.e2e.ts). A language swaps words only, so each
// scheme's pages are checked in one language and its dialog test in the other; the languages alternate
// from scheme to scheme, so each page is checked in both languages in several schemes.
const baseURL = inject('baseURL')
const blogPostId = 'accessibility-widget'
const pagesOf = (locale: Locale) => [
  buildPath('home', locale),
  buildPath('iptvApplications', locale),
  buildPath('blogPost', locale, { id: blogPostId }),
]

const browser = sharedChromium()
// A new context starts a renderer and reads the site's scripts and fonts anew: about a core-second of
// Chromium's CPU, where a visit in a page already open takes 0.3-0.5. No test here is about what a
// first-time visitor's browser fetches, and no page comes from the kept context's cache (the server
// sends them no-store, or no-cache without a validator), so each visit gets the server's answer to its
// own cookie. The tests share one page per browser language, readied before each visit as a new
// visitor's: no cookies or storage left, so not the scheme a last test chose in the widget's dialog
// either (the widget keeps it in its cookie).
const visitors: Record<Locale, () => Promise<Page>> = {
  en: keptPage(browser, { locale: 'en-GB' }),
  sl: keptPage(browser, { locale: 'sl-SI' }),
}

/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)).join(', ')})`

/** The scheme's text colour (the page keeps its own design in the default scheme), so axe checks it. */
async function expectPainted(page: Page, theme: ColorTheme, path: string): Promise<void> {
  if (theme === 'default') return
  expect(await page.evaluate(() => getComputedStyle(document.body).color), path).toBe(
    rgb(SCHEME_PALETTES[theme].fg),
  )
}

/** What axe finds in a scheme: every rule in the default one, the colour rules in the others. */
function schemeViolations(page: Page, theme: ColorTheme): Promise<string[]> {
  return axeViolations(page, theme === 'default' ? {} : { rules: ['color-contrast', 'link-in-text-block'] })
}

/** A visitor in `locale` whose preferences cookie names `theme` (the default scheme needs no cookie). */
async function visitorWithScheme(locale: Locale, theme: ColorTheme): Promise<Page> {
  const page = await visitors[locale]()
  const value = serializePreferences({ ...DEFAULT_PREFERENCES, selectedColorTheme: theme })
  if (value) await page.context().addCookies([{ name: 'a11y-preferences', value, url: baseURL }])
  return page
}

describe.each(COLOR_THEMES)('colour scheme %s', (theme) => {
  const index = COLOR_THEMES.indexOf(theme)
  // The dialog test's language is the other one.
  const pagesLocale: Locale = index % 2 === 0 ? 'en' : 'sl'
  it(`${pagesLocale}: home, a product category and a blog post, from the cookie: no axe violations`, async () => {
    const page = await visitorWithScheme(pagesLocale, theme)
    const found: Record<string, string[]> = {}
    for (const path of pagesOf(pagesLocale)) {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(200)
      // In the server's first response, not only after hydration.
      expect((await response?.text())?.match(/<html[^>]*>/)?.[0], path).toContain(`data-theme="${theme}"`)
      // And still after hydration, which is when axe looks.
      await waitForHydration(page)
      expect(await page.getAttribute('html', 'data-theme'), path).toBe(theme)
      await expectPainted(page, theme, path)
      const violations = await schemeViolations(page, theme)
      if (violations.length > 0) found[path] = violations
    }
    expect(found).toEqual({})
  })

  // Alternating languages covers the dialog's texts in both; the visitor starts from another scheme.
  const locale: Locale = pagesLocale === 'en' ? 'sl' : 'en'
  const from = COLOR_THEMES[(index + 1) % COLOR_THEMES.length] as ColorTheme
  it(`${locale}: chosen in the widget's dialog by keyboard on the home page: no axe violations`, async () => {
    const messages = MESSAGES[locale]
    const page = await visitorWithScheme(locale, from)
    await page.goto(`${baseURL}${buildPath('home', locale)}`)
    expect(await page.getAttribute('html', 'data-theme')).toBe(from)
    // The dialog is React's: wait until the page is hydrated (the layout marks it once the whole page is hydrated).
    await waitForHydration(page)

    // The widget's own button (the skip links offer one more that opens the same dialog).
    const open = page.getByRole('button', { name: messages.openButton, exact: true })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: messages.title })
    await dialog.waitFor()
    // The group's one Tab stop is its checked radio; the arrow keys move through the schemes and pick them.
    const schemes = dialog.getByRole('radiogroup', { name: messages.schemeHeading })
    await schemes.getByRole('radio', { checked: true }).focus()
    const radio = schemes.getByRole('radio', { name: messages[`theme.${theme}`], exact: true })
    for (
      let step = 0;
      step < COLOR_THEMES.length && (await radio.getAttribute('aria-checked')) !== 'true';
      step++
    ) {
      // Held like a finger holds it: Radix picks the radio it focuses only while the arrow key is down.
      await page.keyboard.press('ArrowDown', { delay: 50 })
      await page.waitForTimeout(50)
    }
    expect(await radio.getAttribute('aria-checked')).toBe('true')
    expect(await radio.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await page.getAttribute('html', 'data-theme')).toBe(theme)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => open.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await page.getAttribute('html', 'data-theme')).toBe(theme)
    await expectPainted(page, theme, 'home')
    expect(await schemeViolations(page, theme)).toEqual([])
  })
})

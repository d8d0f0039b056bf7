import { buildPath, type Locale } from '@firma/i18n'
import type { CDPSession, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  axeViolations,
  keptPage,
  sharedChromium,
  untilStill,
  waitForHydration,
} from '../../../tests/support/browser.js'
import { familiesInSellingOrder } from '../content/products/sellingOrder.js'
import { type ProductionServer, startProductionServer } from '../scripts/production-server.mjs'

// The frame every page shares, as a visitor on a phone and on a desktop meets it: the phone menu, the
// cookie banner's share of the first screen and its place in the headings, the header and the footer.
const baseURL = inject('baseURL')
const browser = sharedChromium()

const phone = { width: 375, height: 667 }
const texts = {
  sl: {
    menu: 'Meni',
    nav: 'Glavna navigacija',
    banner: 'Piškotki na tem spletnem mestu',
    reject: 'Zavrni',
    rejected: 'Piškotke ste zavrnili.',
    analytics: /analiti/i,
    settings: /jezik in nastavitve dostopnosti/,
    about: 'O\u00a0nas',
  },
  en: {
    menu: 'Menu',
    nav: 'Main navigation',
    banner: 'Cookies on this site',
    reject: 'Reject',
    rejected: 'You have rejected cookies.',
    analytics: /analytic/i,
    settings: /language and accessibility settings/,
    about: 'About us',
  },
} as const
const browserLocale: Record<Locale, string> = { sl: 'sl-SI', en: 'en-GB' }
const locales: Locale[] = ['sl', 'en']

/**
 * A server of the same build without an analytics id, started the first time a test needs it and shared
 * by both languages: what it changes is the banner's wording, not anything a language test changes.
 */
let serverWithoutAnalytics: Promise<ProductionServer> | undefined
function withoutAnalytics(): Promise<ProductionServer> {
  serverWithoutAnalytics ??= startProductionServer({
    path: '/',
    isReady: (response) => response.status < 500,
  })
  return serverWithoutAnalytics
}
afterAll(async () => {
  const server = await serverWithoutAnalytics
  await server?.stop()
  server?.dispose()
})

/**
 * One page per browser language, kept for the file and readied for each test as a new visitor's (the
 * banner unanswered, at phone width): a context of its own would start a renderer and read the site's
 * scripts and fonts anew for every test. The browser language and JavaScript are the context's, so each
 * language has one page with JavaScript and one without; a test at another width sets it on the page.
 */
function keptPerLanguage(options: { javaScriptEnabled: boolean }): Record<Locale, () => Promise<Page>> {
  return {
    sl: keptPage(browser, { locale: browserLocale.sl, viewport: phone, ...options }),
    en: keptPage(browser, { locale: browserLocale.en, viewport: phone, ...options }),
  }
}
const withJavaScript = keptPerLanguage({ javaScriptEnabled: true })
const withoutJavaScript = keptPerLanguage({ javaScriptEnabled: false })

/** A visit to `path` as a new visitor, at phone width unless `viewport` says otherwise. */
async function visit(
  locale: Locale,
  path: string,
  options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const javaScript = options.javaScript ?? true
  const page = await (javaScript ? withJavaScript : withoutJavaScript)[locale]()
  if (options.viewport) await page.setViewportSize(options.viewport)
  await page.goto(`${baseURL}${path}`)
  if (javaScript) await waitForHydration(page)
  return page
}

/** The phone menu's button: a <summary> (Chromium reads it as a button, collapsed or expanded). */
function menuButton(page: Page, locale: Locale) {
  return page
    .getByRole('navigation', { name: texts[locale].nav })
    .locator('summary', { hasText: texts[locale].menu })
}

/** The links of the open menu's panel, as the visitor sees them. */
function panelLinks(page: Page, locale: Locale) {
  return page.getByRole('navigation', { name: texts[locale].nav }).locator('.ui-nav__panel').getByRole('link')
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not on screen`)
  return found
}

/** Presses Tab until the element matching `selector` has focus; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 30) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
  }
  throw new Error(`Tab never reached ${selector}`)
}

describe.each(locales)('the phone menu (%s, 375 px)', (locale) => {
  const path = buildPath('about', locale)

  it('opens by keyboard into a full-width panel of links at least 44 px tall; the header does not move; Escape closes it and returns focus to the menu button, and Space opens it again', async () => {
    const page = await visit(locale, path)
    // The panel's slide-in is slowed below through a DevTools session; detached, the next visit in this
    // kept page plays animations at their own speed again.
    let devtools: CDPSession | undefined
    try {
      await page.getByRole('button', { name: texts[locale].reject }).click()
      // The choice made, the banner leaves and focus moves to the main content: measure after that.
      await page.locator('.ui-cookie-banner').waitFor({ state: 'detached' })
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
      // Faces the first paint does not preload (bold, italic) may still be on their way on a busy
      // machine; when one arrives, the header's text is laid out again. Measure the settled header, so
      // that only the menu's opening can move it.
      await page.evaluate(async () => {
        await document.fonts.ready
      })
      // The header slides back in when the page scrolls up (focus moving to the content can scroll it):
      // a box measured during that slide is up to its height away from where it comes to rest (once,
      // on a loaded machine, 9.4 px). Measure it at rest.
      await untilStill(page.locator('.site-header'))
      const header = await box(page, '.site-header')
      const logo = await box(page, '.ui-site-header__brand')
      // The panel's slide-in, played ten times slower, so that a measurement taken before it ends
      // fails here every time instead of once in a while on a busy machine (as it did in CI).
      devtools = await page.context().newCDPSession(page)
      await devtools.send('Animation.enable')
      await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 })
      await tabTo(page, '.ui-nav__toggle')
      await page.keyboard.press('Enter')
      await expect.poll(() => menuButton(page, locale).evaluate((s) => s.closest('details')?.open)).toBe(true)

      const links = panelLinks(page, locale)
      expect(await links.count()).toBe(5)
      // The panel slides in 0.25rem (4 px) over 120 ms where motion is welcome; a box measured during
      // that slide is up to 4 px higher than where the panel comes to rest. Measure it at rest.
      await untilStill(page.locator('.ui-nav__panel'))
      // And the header, which holds the panel, at rest too (focus inside it keeps it from sliding away).
      await untilStill(page.locator('.site-header'))
      const panel = await box(page, '.ui-nav__panel')
      expect(panel.x).toBe(0)
      expect(panel.width).toBe(phone.width)
      // The panel starts under the header (over its bottom border); header and logo stay where they were.
      expect(Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(4)
      expect(await box(page, '.site-header')).toEqual(header)
      expect(await box(page, '.ui-site-header__brand')).toEqual(logo)
      for (const link of await links.all()) {
        const target = await link.boundingBox()
        expect(target?.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(44)
      }
      // Tab goes from the button into the panel's links.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('.ui-nav__panel') !== null)).toBe(true)
      expect(await axeViolations(page)).toEqual([])

      // From a link of the open panel, Escape closes it and gives focus back to the menu button.
      const button = menuButton(page, locale)
      await page.keyboard.press('Escape')
      await expect.poll(() => page.locator('.ui-nav__panel').isVisible()).toBe(false)
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
      await page.keyboard.press('Space')
      await expect.poll(() => page.locator('.ui-nav__panel').isVisible()).toBe(true)
    } finally {
      await devtools?.detach()
    }
  })

  it('works without JavaScript: the button opens the panel and its links lead on', async () => {
    const page = await visit(locale, buildPath('home', locale), { javaScript: false })
    expect(await page.locator('.ui-nav__panel').isVisible()).toBe(false)
    await menuButton(page, locale).click()
    expect(await page.locator('.ui-nav__panel').isVisible()).toBe(true)
    await panelLinks(page, locale).filter({ hasText: texts[locale].about }).click()
    await page.waitForURL(`${baseURL}${path}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts[locale].about)
  })
})

describe.each(locales)('the cookie banner (%s)', (locale) => {
  it('takes at most a quarter of a 375 × 667 first screen, and the page’s heading is still in it', async () => {
    const page = await visit(locale, buildPath('about', locale))
    const banner = page.getByRole('region', { name: texts[locale].banner })
    const bannerBox = await banner.boundingBox()
    expect(bannerBox?.height).toBeLessThanOrEqual(phone.height / 4)
    const h1 = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect((h1?.y ?? Number.POSITIVE_INFINITY) + (h1?.height ?? 0)).toBeLessThanOrEqual(phone.height)

    // After a choice no bar is left: the confirmation is a status message, and focus is on the page.
    await banner.getByRole('button', { name: texts[locale].reject }).click()
    await expect.poll(() => page.getByRole('region', { name: texts[locale].banner }).count()).toBe(0)
    expect(await page.getByRole('status').filter({ hasText: texts[locale].rejected }).count()).toBe(1)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
  })

  it('comes first on the page, yet the page’s h1 is the first heading', async () => {
    const page = await visit(locale, buildPath('home', locale))
    const firstLandmarkOrRegion = await page.evaluate(() =>
      document.querySelector('body section, body header, body main')?.getAttribute('aria-label'),
    )
    expect(firstLandmarkOrRegion).toBe(texts[locale].banner)
    const headings = page.getByRole('heading')
    expect(await headings.first().evaluate((heading) => heading.tagName)).toBe('H1')
  })
})

describe.each(locales)('consent and notices (%s, 375 px)', (locale) => {
  it('asks only for what the site does: analytics only where an analytics id is configured', async () => {
    // This suite's server has one: the banner names analytics.
    const page = await visit(locale, buildPath('home', locale))
    const banner = page.getByRole('region', { name: texts[locale].banner })
    expect(await banner.textContent()).toMatch(texts[locale].analytics)
    // A server without one: the banner asks only to remember the visitor's settings. In a context of
    // its own, as that server is another origin: a kept page clears the storage of the origin it was
    // last on, so its visits stay on one.
    const server = await withoutAnalytics()
    const plain = await browser().newContext({ locale: browserLocale[locale], viewport: phone })
    try {
      const page = await plain.newPage()
      await page.goto(`${server.origin}${buildPath('home', locale)}`)
      await waitForHydration(page)
      const banner = page.getByRole('region', { name: texts[locale].banner })
      const words = await banner.textContent()
      expect(words).not.toMatch(texts[locale].analytics)
      expect(words).toMatch(texts[locale].settings)
    } finally {
      await plain.close()
    }
  })

  it('gives the cookie banner’s and the preview notice’s forms distinct names', async () => {
    const page = await visit(locale, buildPath('about', locale), { javaScript: false })
    const names = await page
      .locator('form')
      .evaluateAll((forms) =>
        forms.map(
          (form) => document.getElementById(form.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        ),
      )
    // This build's facts leave items open, so the preview notice is there beside the banner.
    expect(names).toHaveLength(2)
    expect(names.every((name) => name.trim().length > 0)).toBe(true)
    expect(new Set(names).size).toBe(2)
    expect(await page.getByRole('form').count()).toBe(2)
  })
})

describe.each(locales)('the header on a phone (%s)', (locale) => {
  it('stays one row at 320 and 375 px, however long the firm’s name', async () => {
    // One load at 320 px, then 375: a resize lays the page out as a load at that width would (the
    // header's row is CSS's).
    const page = await visit(locale, buildPath('about', locale), { viewport: { width: 320, height: 700 } })
    await page.locator('.site-header .ui-wordmark__name').evaluate((name) => {
      name.textContent = 'Razvojna skupina za interaktivne sisteme Novak'
    })
    const middle = async (locator: ReturnType<Page['locator']>) => {
      const found = await locator.boundingBox()
      if (!found) throw new Error('not on screen')
      return found.y + found.height / 2
    }
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 })
      const logo = await middle(page.locator('.ui-site-header__brand'))
      const menu = await middle(menuButton(page, locale))
      const language = await middle(page.locator('.site-header .ui-language-selector').first())
      // One row: the logo, the menu button and the language switch share one line.
      expect(Math.abs(logo - menu), `${width} px`).toBeLessThanOrEqual(4)
      expect(Math.abs(language - menu), `${width} px`).toBeLessThanOrEqual(4)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    }
  })
})

describe.each(locales)('header and footer (%s, 1280 px)', (locale) => {
  it('show the wordmark, the main links in one row, and the footer in titled columns (the product families in the order the site sells them) with the language switch', async () => {
    const page = await visit(locale, buildPath('contact', locale), { viewport: { width: 1280, height: 800 } })
    const nav = page.getByRole('navigation', { name: texts[locale].nav })
    const linkTops = await Promise.all(
      (await nav.getByRole('link').all()).map(async (link) => (await link.boundingBox())?.y),
    )
    expect(linkTops).toHaveLength(5)
    expect(new Set(linkTops).size).toBe(1)
    expect(await nav.locator('summary').isVisible()).toBe(false)

    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('heading', { level: 2 }).allTextContents()).toHaveLength(4)
    // The link columns (products, company, legal) side by side: their headings on one line.
    const columnHeadings = footer.getByRole('navigation').getByRole('heading', { level: 2 })
    const tops = await Promise.all((await columnHeadings.all()).map(async (h) => (await h.boundingBox())?.y))
    expect(tops).toHaveLength(3)
    expect(new Set(tops).size).toBe(1)
    // The product families in the order the site sells them: the firm's core first, one-off projects last.
    const familyLinks = await footer
      .locator(`a[href^="${buildPath('products', locale)}/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(familyLinks).toEqual(familiesInSellingOrder.map((id) => buildPath(id, locale)))
    expect(
      await footer.getByRole('link', { name: locale === 'sl' ? 'English' : 'Slovenščina' }).count(),
    ).toBe(1)
  })
})

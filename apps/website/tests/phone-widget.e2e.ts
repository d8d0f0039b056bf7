import { DEFAULT_PREFERENCES, serializePreferences } from '@firma/a11y-widget/server'
import { buildPath, type Locale } from '@firma/i18n'
import { serializeConsentRecord } from '@firma/ui/consent'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { keptPage, sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { CONSENT_COOKIE, consentVersion } from '../config/site.js'
import { settingsInReachMidPage, textUnderFloatingControls } from './layout.js'

// The accessibility settings on small screens. The header hosts their button and returns as soon as the
// reader scrolls up: a button floating in the corner would lie on the page's text. Only from 1,440 px
// (90rem), where the window leaves a free margin beside the content column, does the widget's button
// float in the bottom corner, in that margin. Either way the button is in reach without scrolling and
// never hides a focused element (WCAG 2.2 SC 2.4.11) or any text. Checked in both languages, with and
// without the cookie banner, at the default text size and at +100 %.
const baseURL = inject('baseURL')
const browser = sharedChromium()
// A new context starts a renderer and reads the site's scripts and fonts anew: about a core-second of
// Chromium's CPU, where a visit in a page already open takes 0.3-0.5. No test here is about what a
// first-time visitor's browser fetches, so the tests share one touch-screen page per browser language
// (language and touch are the context's), readied before each visit as a new visitor's: no cookies or
// storage left, so each visit's consent and text size are only those its own cookies give.
const visitors: Record<Locale, () => Promise<Page>> = {
  sl: keptPage(browser, { locale: 'sl-SI', hasTouch: true }),
  en: keptPage(browser, { locale: 'en-GB', hasTouch: true }),
}

/**
 * The phone cases: every combination of language, cookie banner and text size (eight), each at one of
 * the three phone widths, turned so that every width meets each language, each banner state and each
 * text size. The tightest corner (320 px, Slovenian's longer words, the banner, doubled text) is one
 * of them. What a width changes shows against each of the others in a pair; all 24 combinations would
 * load the same four pages three times as often for no pair more.
 */
const phoneCases = [
  [320, 'sl', true, 2],
  [414, 'sl', true, 1],
  [375, 'sl', false, 2],
  [320, 'sl', false, 1],
  [414, 'en', true, 2],
  [375, 'en', true, 1],
  [320, 'en', false, 2],
  [414, 'en', false, 1],
] as const satisfies readonly (readonly [320 | 375 | 414, Locale, boolean, 1 | 2])[]
const pagesChecked = ['home', 'about', 'contact', 'customSolutions'] as const
const buttonName: Record<Locale, string> = { sl: 'Nastavitve dostopnosti', en: 'Accessibility settings' }

const agreed = serializeConsentRecord({
  version: consentVersion,
  allowCookies: true,
  decidedAt: '2026-01-15T10:00:00.000Z',
})

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The shown opener's box, and whether the point at its centre belongs to it (nothing lies on it); with
 * it, in the same round trip, how many cookie banners the page shows, whether the widget's own button
 * floats (shown: a box, not `visibility: hidden`), and the vertical extent of the header's logo, menu,
 * language switch and settings button.
 */
function openerState(page: Page, name: string) {
  return page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === label && b.checkVisibility(),
    )
    const fab = document.querySelector('.a11yw-fab')
    const fabBox = fab?.getBoundingClientRect()
    const page = {
      banners: document.querySelectorAll('.ui-cookie-banner').length,
      floats:
        fab !== null &&
        fabBox !== undefined &&
        fabBox.width > 0 &&
        fabBox.height > 0 &&
        getComputedStyle(fab).visibility !== 'hidden',
      headerRow: [
        '.ui-site-header__brand',
        '.ui-nav__toggle',
        '.ui-language-selector',
        '.site-header__a11y',
      ].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect()
        return box ? { top: box.top, bottom: box.bottom } : null
      }),
    }
    if (!button) return { page, opener: null }
    const box = button.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return {
      page,
      opener: {
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        onTop: hit !== null && button.contains(hit),
        viewport: { width: window.innerWidth, height: window.innerHeight },
        scrollY: window.scrollY,
      },
    }
  }, name)
}

/**
 * Tabs through the whole page. For each focused element other than the button: its box must not
 * overlap the button's, and the point at its centre must belong to it. Returns the problems found
 * and how many elements were checked.
 */
async function focusProblems(page: Page, fab: Box): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = []
  const seen = new Set<string>()
  let checked = 0
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press('Tab')
    const state = await page.evaluate(async (button) => {
      // What the visitor sees: the browser scrolls to the focused element as focus moves; the widget lifts
      // it clear of the button in an animation frame asked for then, so it runs before this one's.
      await new Promise((done) => requestAnimationFrame(done))
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return { kind: 'none' as const }
      if (element.classList.contains('a11yw-fab') || element.classList.contains('site-header__a11y'))
        return { kind: 'fab' as const }
      element.dataset.phoneSweep ??= String(Math.random())
      const box = element.getBoundingClientRect()
      const overlapX = Math.min(box.right, button.x + button.width) - Math.max(box.left, button.x)
      const overlapY = Math.min(box.bottom, button.y + button.height) - Math.max(box.top, button.y)
      const cx = box.left + box.width / 2
      const cy = box.top + box.height / 2
      const hit = document.elementFromPoint(cx, cy)
      return {
        kind: 'element' as const,
        id: element.dataset.phoneSweep,
        name: `${element.tagName} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
        overlaps: overlapX > 0 && overlapY > 0,
        centreHit: hit !== null && (element.contains(hit) || hit.contains(element)),
        box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      }
    }, fab)
    if (state.kind === 'fab') break
    if (state.kind === 'none') continue
    if (seen.has(state.id)) break
    seen.add(state.id)
    checked++
    if (state.overlaps) problems.push(`${state.name} at ${state.box} lies under the button`)
    if (!state.centreHit) problems.push(`${state.name} at ${state.box}: its centre is covered`)
  }
  return { problems, checked }
}

/** The text nodes whose glyph boxes overlap the button, where the page is scrolled now or (`atEnd`) scrolled to the very end. */
function coveredText(
  page: Page,
  fab: Box,
  { atEnd, inHeader = false }: { atEnd: boolean; inHeader?: boolean },
): Promise<string[]> {
  return page.evaluate(
    ({ button, atEnd, inHeader }) => {
      if (atEnd) window.scrollTo(0, document.documentElement.scrollHeight)
      const hidden = (element: Element | null): boolean => {
        for (let node = element; node; node = node.parentElement) {
          const style = getComputedStyle(node)
          if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
            return true
          if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true
          if (node.closest('[aria-hidden="true"], [inert], .a11yw-fab, .site-header__a11y')) return true
          // A closed <details> still lays out its content in Chromium; nobody sees it.
          if (node.matches('details:not([open]) > :not(summary)')) return true
        }
        return false
      }
      const covered: string[] = []
      // The header's own text (the firm's name beside the button); the page's text passes under the whole
      // returning header as the reader scrolls, as under any header that stays at the top.
      const root = inHeader ? (document.querySelector('header') ?? document.body) : document.body
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        if (!text || hidden(node.parentElement)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (rect.width < 1 || rect.height < 1) continue
          const overlapX = Math.min(rect.right, button.x + button.width) - Math.max(rect.left, button.x)
          const overlapY = Math.min(rect.bottom, button.y + button.height) - Math.max(rect.top, button.y)
          if (overlapX > 0 && overlapY > 0) {
            covered.push(`"${text.slice(0, 40)}" at ${Math.round(rect.left)},${Math.round(rect.top)}`)
            break
          }
        }
      }
      return covered
    },
    { button: fab, atEnd, inHeader },
  )
}

/** A visitor's page with the cookie banner shown or answered, and the text at its default size or doubled. */
async function phonePage(width: number, locale: Locale, banner: boolean, textSize: number): Promise<Page> {
  const page = await visitors[locale]()
  // A phone held upright; a desktop window of the usual proportions. Set before the first visit, as a
  // context's viewport would be.
  await page.setViewportSize({ width, height: width < 1000 ? Math.round(width * 2) : 900 })
  const cookies = []
  if (!banner) cookies.push({ name: CONSENT_COOKIE, value: encodeURIComponent(agreed), url: baseURL })
  const preferences = serializePreferences({ ...DEFAULT_PREFERENCES, fontSizeMultiplier: textSize })
  if (preferences) cookies.push({ name: 'a11y-preferences', value: preferences, url: baseURL })
  await page.context().addCookies(cookies)
  return page
}

function caseName(width: number, locale: Locale, banner: boolean, textSize: number) {
  return `${width} px, ${locale}, ${banner ? 'with' : 'without'} the cookie banner, text ${textSize === 1 ? 'default' : '+100 %'}`
}

describe('on a phone the header hosts the accessibility settings', () => {
  for (const [width, locale, banner, textSize] of phoneCases) {
    it(caseName(width, locale, banner, textSize), async () => {
      const page = await phonePage(width, locale, banner, textSize)
      for (const routeId of pagesChecked) {
        const path = buildPath(routeId, locale)
        await page.goto(`${baseURL}${path}`)
        await waitForHydration(page)
        const { page: shownFirst, opener } = await openerState(page, buttonName[locale])
        expect(shownFirst.banners, path).toBe(banner ? 1 : 0)

        // Nothing floats over the page: the header's button is the one shown.
        expect(shownFirst.floats, path).toBe(false)
        const inHeader = page.getByRole('banner').getByRole('button', { name: buttonName[locale] })
        expect(await inHeader.isVisible(), path).toBe(true)
        expect(opener, path).not.toBeNull()
        if (!opener) continue
        expect(opener.box.x).toBeGreaterThanOrEqual(0)
        expect(opener.box.x + opener.box.width).toBeLessThanOrEqual(opener.viewport.width)
        // In the first screen at the default text size. With doubled text the cookie banner and the
        // preview notice above the header may fill it; the first skip button opens the widget then.
        if (textSize === 1)
          expect(opener.box.y + opener.box.height, path).toBeLessThanOrEqual(opener.viewport.height)
        if (textSize === 1) {
          // One row: the logo, the menu, the language switch and the button side by side.
          const [logo, ...controls] = shownFirst.headerRow
          for (const control of controls) {
            expect(control, path).not.toBeNull()
            if (control && logo)
              expect(control.top < logo.bottom && logo.top < control.bottom, path).toBe(true)
          }
        }
        await inHeader.scrollIntoViewIfNeeded()
        const { opener: shown } = await openerState(page, buttonName[locale])
        expect(shown?.onTop, `${path}: something covers the button`).toBe(true)
        // No text under it: the firm's name beside it, or the page's above the header (banner, notice).
        if (shown) {
          const atTop = shown.scrollY === 0
          expect(await coveredText(page, shown.box, { atEnd: false, inHeader: !atTop }), path).toEqual([])
        }
        // Half-way down the page the header had scrolled away with its button: a reader who needs
        // larger text there had to scroll back to the top. A little scrolling up brings it back.
        expect(await settingsInReachMidPage(page, buttonName[locale]), `${path}: mid-page`).toBe(true)
      }
    })
  }
})

describe('from 1,440 px the widget’s button floats in the margin beside the content', () => {
  for (const locale of ['sl', 'en'] as const) {
    for (const banner of [true, false]) {
      // Only at the default text size: at +100 % the column (in rem) fills the window and the header
      // hosts the button again.
      const textSize = 1
      it(caseName(1440, locale, banner, textSize), async () => {
        const page = await phonePage(1440, locale, banner, textSize)
        const problems: string[] = []
        let checked = 0
        for (const routeId of pagesChecked) {
          const path = buildPath(routeId, locale)
          await page.goto(`${baseURL}${path}`)
          await waitForHydration(page)
          const bannerRegion = page.locator('.ui-cookie-banner')
          const { page: shown, opener } = await openerState(page, buttonName[locale])
          expect(shown.banners, path).toBe(banner ? 1 : 0)

          // In reach without scrolling: inside the viewport, and nothing lies on top of it.
          expect(shown.floats, path).toBe(true)
          expect(opener, path).not.toBeNull()
          if (!opener) continue
          expect(opener.scrollY).toBe(0)
          expect(opener.box.x).toBeGreaterThanOrEqual(0)
          expect(opener.box.y).toBeGreaterThanOrEqual(0)
          expect(opener.box.x + opener.box.width).toBeLessThanOrEqual(opener.viewport.width)
          expect(opener.box.y + opener.box.height).toBeLessThanOrEqual(opener.viewport.height)
          expect(opener.onTop, `${path}: something covers the button`).toBe(true)
          if (banner) {
            // The banner sits in the page flow at the top and scrolls like any content. Were it
            // fixed at the bottom too, the two would have to stay apart.
            const position = await bannerRegion.evaluate((element) => getComputedStyle(element).position)
            const bannerBox = await bannerRegion.boundingBox()
            if ((position === 'fixed' || position === 'sticky') && bannerBox) {
              const overlapX =
                Math.min(bannerBox.x + bannerBox.width, opener.box.x + opener.box.width) -
                Math.max(bannerBox.x, opener.box.x)
              const overlapY =
                Math.min(bannerBox.y + bannerBox.height, opener.box.y + opener.box.height) -
                Math.max(bannerBox.y, opener.box.y)
              expect(overlapX > 0 && overlapY > 0, `${path}: banner and button overlap`).toBe(false)
            }
          }

          const sweep = await focusProblems(page, opener.box)
          checked += sweep.checked
          problems.push(...sweep.problems.map((problem) => `${path}: ${problem}`))
          problems.push(
            ...(await coveredText(page, opener.box, { atEnd: true })).map(
              (text) => `${path}: text ${text} is covered`,
            ),
          )
          // Nor anywhere the page scrolls under it.
          problems.push(...(await textUnderFloatingControls(page)).map((text) => `${path}: ${text}`))
        }
        expect(problems).toEqual([])
        // The sweep really went through the pages (skip links, navigation, content, footer).
        expect(checked).toBeGreaterThan(pagesChecked.length * 10)
      })
    }
  }
})

describe('the accessibility settings in the header', () => {
  it('open the widget on a phone and take focus back when it closes; from 1,440 px the button floats (both languages)', async () => {
    for (const locale of ['sl', 'en'] as const) {
      const page = await phonePage(375, locale, false, 1)
      await page.goto(`${baseURL}${buildPath('home', locale)}`)
      await waitForHydration(page)
      const inHeader = page.getByRole('banner').getByRole('button', { name: buttonName[locale] })
      await inHeader.click()
      const dialog = page.getByRole('dialog', { name: buttonName[locale] })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.isVisible()).toBe(false)
      await expect.poll(() => inHeader.evaluate((element) => element === document.activeElement)).toBe(true)
      await page.setViewportSize({ width: 1440, height: 800 })
      await expect.poll(() => inHeader.isVisible()).toBe(false)
      expect(await page.locator('.a11yw-fab').isVisible()).toBe(true)
    }
  })
})

import { buildPath, type Locale } from '@firma/i18n'
import { serializeConsentRecord } from '@firma/ui/consent'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { CONSENT_COOKIE, consentVersion } from '../config/site.js'

// The home page's first screen sells: who we are, the proof line and the call to action to the
// contact page are in view without scrolling, on a desktop and on a phone, once the cookie banner is
// answered. And nothing leaves an accidental blank band: the hero carousel is as tall as the slide
// it shows.
const baseURL = inject('baseURL')
const browser = sharedChromium()

const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
] as const
const callToAction: Record<Locale, string> = {
  sl: 'Dogovorimo se za predstavitev',
  en: 'Arrange a demo',
}
const heroName: Record<Locale, string> = { sl: 'Izpostavljeno', en: 'Highlights' }
const nextSlide: Record<Locale, string> = { sl: 'Naslednji prikaz', en: 'Next slide' }
const pauseRotation: Record<Locale, string> = {
  sl: 'Ustavi samodejno menjavanje',
  en: 'Pause automatic rotation',
}

const answered = serializeConsentRecord({
  version: consentVersion,
  allowCookies: false,
  decidedAt: '2026-01-15T10:00:00.000Z',
})

async function openHome(locale: Locale, viewport: { width: number; height: number }) {
  // The browser's language matches the page's: at "/" the server would otherwise send it on to /en.
  const context = await browser().newContext({ viewport, locale: locale === 'sl' ? 'sl-SI' : 'en-GB' })
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(answered), url: baseURL }])
  const page = await context.newPage()
  await page.goto(`${baseURL}${buildPath('home', locale)}`)
  await waitForHydration(page)
  return { context, page }
}

/** Whether the element's whole box lies inside the viewport as the page opens. */
function inFirstScreen(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
  })
}

describe('the home page’s first screen', () => {
  for (const locale of ['sl', 'en'] as const) {
    for (const viewport of viewports) {
      it(`${locale}, ${viewport.width} px: the title, the proof line and the call to action to the contact page are in view`, async () => {
        const { context, page } = await openHome(locale, viewport)
        const link = page.getByRole('link', { name: callToAction[locale], exact: true })
        expect(await link.getAttribute('href')).toBe(buildPath('contact', locale))
        expect(await inFirstScreen(page, callToAction[locale])).toBe(true)
        const heading = await page
          .getByRole('heading', { level: 1 })
          .evaluate((element) => element.getBoundingClientRect().top)
        expect(heading).toBeGreaterThanOrEqual(0)
        await context.close()
      })
    }
  }
})

describe('the hero carousel', () => {
  for (const locale of ['sl', 'en'] as const) {
    for (const viewport of viewports) {
      it(`${locale}, ${viewport.width} px: is as tall as each slide it shows (no blank band under it)`, async () => {
        const { context, page } = await openHome(locale, viewport)
        const hero = page.getByRole('region', { name: heroName[locale] })
        await hero.getByRole('button', { name: pauseRotation[locale] }).click()
        const slides = await hero.locator('[aria-roledescription]').count()
        for (let shown = 1; shown <= slides; shown++) {
          const gap = await hero.evaluate((region) => {
            const viewportBox = region.querySelector('.ui-carousel__viewport')?.getBoundingClientRect()
            const slide = region.querySelector('[aria-roledescription][data-state="current"] > *')
            if (!viewportBox || !slide) return Number.NaN
            return viewportBox.bottom - slide.getBoundingClientRect().bottom
          })
          // A slide may be a little shorter than the tallest one, never by a band of empty page.
          expect(gap, `slide ${shown} of ${slides}`).toBeLessThanOrEqual(viewport.width > 960 ? 64 : 96)
          await hero.getByRole('button', { name: nextSlide[locale] }).click()
        }
        await context.close()
      })
    }
  }
})

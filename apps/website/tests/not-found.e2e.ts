import { getMessages } from '@firma/i18n/messages'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium } from '../../../tests/support/browser.js'

// Every page has a page header with title, subtitle and header image: the 404 page too.
const baseURL = inject('baseURL')
const browser = sharedChromium()

describe('the not-found page', () => {
  for (const [locale, path] of [
    ['sl', '/ni-strani'],
    ['en', '/en/no-such-page'],
  ] as const) {
    it(`${path}: a page header with title, subtitle and the header image, like every other page`, async () => {
      const messages = getMessages(locale)
      const context = await browser().newContext({ locale: locale === 'sl' ? 'sl-SI' : 'en-GB' })
      const page = await context.newPage()
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status()).toBe(404)
      const header = page.locator('.ui-page-header')
      expect(await header.getByRole('heading', { level: 1 }).textContent()).toBe(
        messages['pages.notFound.title'],
      )
      expect(await header.getByText(messages['pages.notFound.subtitle']).count()).toBe(1)
      // The illustration, drawn inline from its file so that it takes the colour scheme.
      const image = header.locator('svg.ui-illustration')
      expect(await image.locator('use').getAttribute('href')).toBe('/media/headers/not-found.svg#art')
      // Decorative: the title already says what happened.
      expect(await image.getAttribute('aria-hidden')).toBe('true')
      // The drawing is really there: the file loaded and its shapes have a size.
      await expect
        .poll(() =>
          image.evaluate((element: SVGSVGElement) => element.querySelector('use')?.getBBox().width ?? 0),
        )
        .toBeGreaterThan(0)
      await context.close()
    })
  }
})

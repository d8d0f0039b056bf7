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
      const image = header.locator('img')
      expect(await image.getAttribute('src')).toBe('/media/headers/not-found.svg')
      // Decorative: the title already says what happened.
      expect(await image.getAttribute('alt')).toBe('')
      // The image is really there (a broken image has no natural width).
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0)
      await context.close()
    })
  }
})

import { getMessages } from '@firma/i18n/messages'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations, sharedChromium } from '../../../tests/support/browser.js'
import { siteSuffix } from '../content/firm/index.js'

// The 500 page as a visitor meets it. The test server loads tests/support/failingPages.mjs, so
// `?simulate-error` makes a page fail the way an unhandled error in a page would.
const baseURL = inject('baseURL')

const browser = sharedChromium()

describe('the error page', () => {
  for (const [locale, path] of [
    ['sl', '/o-nas'],
    ['en', '/en/products'],
  ] as const) {
    it(`${path}: status 500, the error texts in ${locale}, titled with the suffix, no error details`, async () => {
      const messages = getMessages(locale)
      const context = await browser().newContext({ locale: locale === 'sl' ? 'sl-SI' : 'en-GB' })
      const page = await context.newPage()
      const response = await page.goto(`${baseURL}${path}?simulate-error`)
      expect(response?.status()).toBe(500)
      expect(await page.getAttribute('html', 'lang')).toBe(locale)
      expect(await page.title()).toBe(`${messages['pages.error.title']} | ${siteSuffix}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(messages['pages.error.title'])
      expect(await page.getByText(messages['pages.error.subtitle']).count()).toBe(1)
      expect(await page.getByRole('link', { name: messages['pages.notFound.backHome'] }).count()).toBe(1)
      expect(await page.getByRole('main').count()).toBe(1)
      // Nothing of the failure reaches the visitor: no message, no stack, not even in the page's data.
      const html = (await response?.text()) ?? ''
      expect(html).not.toContain('Simulated failure')
      expect(html).not.toMatch(/\bat .+\.(m?js|ts):\d+/)
      expect(await axeViolations(page)).toEqual([])
      await context.close()
    })
  }

  it('is never served from a prerendered copy, and the page itself still works', async () => {
    const failed = await fetch(`${baseURL}/o-nas?simulate-error`)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('cache-control')).not.toMatch(/immutable|max-age=[1-9]/)
    expect((await fetch(`${baseURL}/o-nas`)).status).toBe(200)
  })
})

import { describe, expect, inject, it } from 'vitest'
import { axeViolations, sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { contactTexts } from './contactTexts.js'

// A form post the server cannot read because it is over the body limit, in Chromium over the production
// server. Without JavaScript the browser's `maxlength` normally prevents it; a browser that does not
// enforce it, or a form filled by a script, does not. The server reads none of such a body, not even the
// form's `locale` field, so the language comes from the contact page the post was sent from. Each
// context's browser language is the other one, so only the page can have decided it.
const baseURL = inject('baseURL')
const browser = sharedChromium()
let client = 10

const otherBrowserLanguage = { sl: 'en-GB', en: 'sl-SI' } as const

for (const [locale, t] of Object.entries(contactTexts) as [
  keyof typeof contactTexts,
  (typeof contactTexts)['sl' | 'en'],
][]) {
  describe(`a contact post over the size limit (${locale})`, () => {
    it('answers 413 with the contact page saying the message was too long and what the limits are', async () => {
      const context = await browser().newContext({
        locale: otherBrowserLanguage[locale],
        javaScriptEnabled: false,
        // A documentation range; distinct from contact.e2e.ts's clients (the limit is per client).
        extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${client++}` },
      })
      const page = await context.newPage()
      await page.goto(`${baseURL}${t.path}`)
      // Stands in for a browser that ignores maxlength: about 70 KB once form-encoded.
      await page.evaluate(() => {
        for (const field of document.querySelectorAll('[maxlength]')) field.removeAttribute('maxlength')
      })
      await page.getByRole('textbox', { name: t.email }).fill('ana@example.com')
      await page.getByRole('textbox', { name: t.name }).fill('Ana Novak')
      await page.getByRole('textbox', { name: t.message }).fill('Predolgo sporočilo. '.repeat(3000))
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
      await page.getByRole('button', { name: t.submit }).click()
      const response = await answer
      expect(response.status()).toBe(413)
      expect(response.headers()['content-type']).toContain('text/html')
      await page.waitForLoadState()

      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
      const alert = page.getByRole('alert')
      expect(await alert.textContent()).toBe(t.tooLarge)
      expect(await page.getByText(t.error).count()).toBe(0)
      // Nothing of the body was read, so nothing comes back in the fields.
      for (const name of [t.email, t.name, t.message]) {
        expect(await page.getByRole('textbox', { name }).inputValue()).toBe('')
      }
      const html = await response.text()
      await context.close()

      // axe needs timers, which a page without JavaScript does not run: check the same answer, byte
      // for byte, in a context with JavaScript, where it also hydrates and must still say the same.
      const checking = await browser().newContext({ locale: otherBrowserLanguage[locale] })
      const answerPage = await checking.newPage()
      await answerPage.route(`${baseURL}/api/contact`, (route) =>
        route.fulfill({ status: 413, contentType: 'text/html; charset=utf-8', body: html }),
      )
      await answerPage.goto(`${baseURL}/api/contact`)
      await waitForHydration(answerPage)
      expect(await answerPage.getByRole('alert').textContent()).toBe(t.tooLarge)
      expect(await axeViolations(answerPage)).toEqual([])
      await checking.close()
    })
  })
}

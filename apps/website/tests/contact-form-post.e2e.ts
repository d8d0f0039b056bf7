import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium } from '../../../tests/support/browser.js'
import { contactTexts, expectRequiredSummary } from './contactTexts.js'

// The form without JavaScript, where the server's answer to the post is the contact page itself: the
// refusals contact.e2e.ts does not reach (the rate limit, a field the form does not have) and the
// longest message the form allows. Each context is its own client for the one-message-per-minute limit
// (the server trusts X-Forwarded-For in this run); the addresses are from a documentation range.
const baseURL = inject('baseURL')
const browser = sharedChromium()
let client = 100

async function contactPage(path: string): Promise<Page> {
  const context = await browser().newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${client++}` },
  })
  const page = await context.newPage()
  await page.goto(`${baseURL}${path}`)
  return page
}

async function send(
  page: Page,
  t: (typeof contactTexts)['sl' | 'en'],
  fields: { email: string; name: string; message: string },
): Promise<{ status: number; retryAfter: string | undefined }> {
  await page.getByRole('textbox', { name: t.email }).fill(fields.email)
  await page.getByRole('textbox', { name: t.name }).fill(fields.name)
  await page.getByRole('textbox', { name: t.message }).fill(fields.message)
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: t.submit }).click()
  const response = await answer
  await page.waitForLoadState()
  return { status: response.status(), retryAfter: response.headers()['retry-after'] }
}

for (const [locale, t] of Object.entries(contactTexts)) {
  describe(`the contact form without JavaScript (${locale})`, () => {
    it('says a second message within the minute is refused, and keeps what was typed', async () => {
      const page = await contactPage(t.path)
      const fields = {
        email: `omejitev.${locale}@example.com`,
        name: 'Janez Kranjc',
        message: 'Prvo sporočilo.',
      }
      const firstSent = Date.now()
      expect((await send(page, t, fields)).status).toBe(200)
      expect(await page.getByText(t.sent(fields.email)).count()).toBe(1)

      const second = { ...fields, message: 'Drugo sporočilo, takoj za prvim.' }
      const refused = await send(page, t, second)
      expect(refused.status).toBe(429)
      // The rest of the minute since the first message (on a loaded machine seconds pass in between).
      const elapsed = Math.ceil((Date.now() - firstSent) / 1000)
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60)
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(60 - elapsed)
      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
      expect(await page.getByText(t.rateLimited).count()).toBe(1)
      expect(await page.getByRole('textbox', { name: t.message }).inputValue()).toBe(second.message)
      await page.context().close()
    })
  })
}

for (const [locale, t] of Object.entries(contactTexts)) {
  describe(`the contact form's error summary without JavaScript (${locale})`, () => {
    it('answers a post with every field empty with the summary of the three, focused, at the top of the form', async () => {
      const page = await contactPage(t.path)
      // The browser's own check of required fields would keep the post back: a visitor whose browser
      // has none, as the server must assume.
      await page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('form[action="/api/contact"]')
        if (form) form.noValidate = true
      })
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
      await page.getByRole('button', { name: t.submit }).click()
      expect((await answer).status()).toBe(422)
      await page.waitForLoadState()
      const summary = await expectRequiredSummary(page, t)
      for (const [name, field] of [
        [t.email, 'email'],
        [t.name, 'fullName'],
        [t.message, 'message'],
      ] as const) {
        const textbox = page.getByRole('textbox', { name })
        expect(await textbox.getAttribute('name')).toBe(field)
        expect(await textbox.getAttribute('aria-invalid')).toBe('true')
      }
      // Each link goes to its field, by the field's id.
      const targets = await summary.links.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )
      const ids = await page
        .locator('form[action="/api/contact"] :is(input, textarea)[aria-invalid="true"]')
        .evaluateAll((fields) => fields.map((field) => `#${field.id}`))
      expect(targets).toEqual(ids)
      await page.context().close()
    })
  })
}

describe('the contact form without JavaScript', () => {
  it('answers a post with a field the form does not have with the error, keeping what was typed', async () => {
    const t = contactTexts.sl
    const page = await contactPage(t.path)
    // A script that adds a field, as a bot filling the form might.
    await page.evaluate(() => {
      const extra = Object.assign(document.createElement('input'), {
        type: 'hidden',
        name: 'extra',
        value: '1',
      })
      document.querySelector('form[action="/api/contact"]')?.append(extra)
    })
    const fields = { email: 'ana@example.com', name: 'Ana Novak', message: 'Sporočilo z dodatnim poljem.' }
    expect((await send(page, t, fields)).status).toBe(400)
    expect(await page.getByText(t.error).count()).toBe(1)
    expect(await page.getByRole('textbox', { name: t.message }).inputValue()).toBe(fields.message)
    await page.context().close()
  })

  it('sends the longest message, name and address the form allows', async () => {
    const t = contactTexts.en
    const page = await contactPage(t.path)
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.si`
    expect(email).toHaveLength(254)
    const fields = { email, name: 'Ж'.repeat(100), message: 'ж'.repeat(5000) }
    expect((await send(page, t, fields)).status).toBe(200)
    expect(await page.getByText(t.sent(email)).count()).toBe(1)
    await page.context().close()
  })
})

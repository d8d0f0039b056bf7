import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations, keptPage, sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { contactTexts, errorSummary, expectRequiredSummary } from './contactTexts.js'

// The contact form in Chromium over the production server: its states, its validation messages and
// its error messages. The server
// trusts X-Forwarded-For in this run (TRUST_PROXY), so each test is its own client for the
// one-message-per-minute limit; the addresses are from a documentation range.
const baseURL = inject('baseURL')
const texts = contactTexts
const browser = sharedChromium()
let client = 10

// Two pages kept for the file, one with JavaScript and one without (JavaScript is the context's), each
// readied for every test as a new visitor's: a context of its own would start a renderer and read the
// site's scripts and fonts anew for every test.
const withJavaScript = keptPage(browser, { locale: 'sl-SI' })
const withoutJavaScript = keptPage(browser, { locale: 'sl-SI', javaScriptEnabled: false })

async function visit(path: string, options: { javaScript?: boolean } = {}): Promise<Page> {
  const javaScript = options.javaScript ?? true
  const page = await (javaScript ? withJavaScript : withoutJavaScript)()
  // Each visit is a client of its own (the server trusts X-Forwarded-For here), so that no test meets
  // the limit of a message another test sent.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${client++}` })
  await page.goto(`${baseURL}${path}`)
  // The form's own validation works once the page is hydrated; before, the browser's does.
  if (javaScript) await waitForHydration(page)
  return page
}

for (const [locale, t] of Object.entries(texts)) {
  describe(`contact form (${locale})`, () => {
    it('sums up every empty required field at the top of the form, focused, links each to its field and ties the message to it', async () => {
      const page = await visit(t.path)
      await page.getByRole('button', { name: t.submit }).click()
      const email = page.getByRole('textbox', { name: t.email })
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
      const summary = await expectRequiredSummary(page, t)
      // Above the fields: the first thing in the form.
      expect(
        await summary.alert.evaluate((alert) => alert.parentElement?.matches('form > :first-child')),
      ).toBe(true)
      // Each link takes focus to its field.
      await summary.links.filter({ hasText: t.messageRequired }).click()
      await expect
        .poll(() =>
          page
            .getByRole('textbox', { name: t.message })
            .evaluate((field) => field === document.activeElement),
        )
        .toBe(true)
      await summary.links.filter({ hasText: t.emailRequired }).press('Enter')
      await expect.poll(() => email.evaluate((field) => field === document.activeElement)).toBe(true)
      for (const [field, message] of [
        [email, t.emailRequired],
        [page.getByRole('textbox', { name: t.name }), t.nameRequired],
        [page.getByRole('textbox', { name: t.message }), t.messageRequired],
      ] as const) {
        expect(await field.getAttribute('aria-invalid')).toBe('true')
        const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
        const description = await page.evaluate(
          (ids) =>
            ids
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          describedBy,
        )
        expect(description).toContain(message)
      }
      expect(await axeViolations(page)).toEqual([])
    })

    it('explains the email format', async () => {
      const page = await visit(t.path)
      await page.getByRole('textbox', { name: t.email }).fill('not-an-address')
      await page.getByRole('textbox', { name: t.name }).fill('Ana Novak')
      await page.getByRole('textbox', { name: t.message }).fill('Zanima me vaš sistem za glasovanje.')
      await page.getByRole('button', { name: t.submit }).click()
      const summary = errorSummary(page)
      await expect.poll(() => summary.links.allTextContents()).toEqual([t.emailInvalid])
      expect(await summary.title.textContent()).toBe(t.summary(1))
      const email = page.getByRole('textbox', { name: t.email })
      expect(await email.getAttribute('aria-invalid')).toBe('true')
      // Pressed again with the problem still there, the summary takes focus again.
      await email.focus()
      await page.getByRole('button', { name: t.submit }).click()
      await expect.poll(() => summary.hasFocus()).toBe(true)
    })

    it('sends, says so with the address, and limits sending to once a minute', async () => {
      const page = await visit(t.path)
      const address = `ana.${locale}@example.com`
      const fill = async () => {
        await page.getByRole('textbox', { name: t.email }).fill(address)
        await page.getByRole('textbox', { name: t.name }).fill('Ana Novak')
        await page.getByRole('textbox', { name: t.message }).fill('Zanima me ponudba za sistem IPTV.')
      }
      await fill()
      // Hold the answer back a moment, so the sending state can be seen.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/contact', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('button', { name: t.submit }).click()
      // The form's own status, in the page's main content (the cookie banner has one of its own).
      const status = page.getByRole('main').getByRole('status')
      await expect.poll(() => status.textContent()).toContain(t.sending)
      release()
      await expect.poll(() => status.textContent()).toContain(t.sent(address))
      await page.unroute('**/api/contact')
      expect(await status.textContent()).toContain(t.sentDetail)
      // A second message within the minute is refused with the rate-limit message.
      await page.goto(`${baseURL}${t.path}`)
      await fill()
      await page.getByRole('button', { name: t.submit }).click()
      await expect.poll(() => page.getByText(t.rateLimited).count()).toBe(1)
      // What the visitor typed is still there.
      expect(await page.getByRole('textbox', { name: t.message }).inputValue()).toBe(
        'Zanima me ponudba za sistem IPTV.',
      )
    })

    it('works without JavaScript: a plain form post answered by the server', async () => {
      const page = await visit(t.path, { javaScript: false })
      const address = `brez.js.${locale}@example.com`
      await page.getByRole('textbox', { name: t.email }).fill(address)
      await page.getByRole('textbox', { name: t.name }).fill('Janez Kranjc')
      await page.getByRole('textbox', { name: t.message }).fill('Pošiljam brez JavaScripta.')
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
      await page.getByRole('button', { name: t.submit }).click()
      // The answer is the contact page itself with the result: nothing of it is in the URL.
      expect((await answer).status()).toBe(200)
      await page.waitForLoadState()
      expect(new URL(page.url()).pathname).toBe('/api/contact')
      expect(page.url()).not.toContain('example.com')
      expect(await page.getByText(t.sent(address)).count()).toBe(1)
    })

    it('without JavaScript, a refused post shows the problem and keeps what was typed', async () => {
      const page = await visit(t.path, { javaScript: false })
      // "ana@x" passes the browser's own check of type=email but not the server's.
      await page.getByRole('textbox', { name: t.email }).fill('ana@x')
      await page.getByRole('textbox', { name: t.name }).fill('Janez Kranjc')
      await page.getByRole('textbox', { name: t.message }).fill('Vsebina, ki se ne sme izgubiti.')
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
      await page.getByRole('button', { name: t.submit }).click()
      expect((await answer).status()).toBe(422)
      await page.waitForLoadState()
      // The same error summary as with JavaScript, focused by the browser (autofocus).
      const summary = errorSummary(page)
      expect(await summary.title.textContent()).toBe(t.summary(1))
      expect(await summary.links.allTextContents()).toEqual([t.emailInvalid])
      expect(await summary.hasFocus()).toBe(true)
      // Its link is a plain link to the field: following it focuses the field.
      await summary.links.first().click()
      await expect
        .poll(() =>
          page.getByRole('textbox', { name: t.email }).evaluate((field) => field === document.activeElement),
        )
        .toBe(true)
      expect(await page.getByRole('textbox', { name: t.email }).inputValue()).toBe('ana@x')
      expect(await page.getByRole('textbox', { name: t.message }).inputValue()).toBe(
        'Vsebina, ki se ne sme izgubiti.',
      )
    })

    it('sends the product family a product page named as the message’s topic', async () => {
      const topic = locale === 'sl' ? '?tema=iptv-aplikacije' : '?topic=iptv-applications'
      const line = locale === 'sl' ? 'Tema: Aplikacije IPTV' : 'Topic: IPTV applications'
      const page = await visit(`${t.path}${topic}`)
      const message = page.getByRole('textbox', { name: t.message })
      expect(await message.inputValue()).toBe(`${line}\n\n`)
      await page.getByRole('textbox', { name: t.email }).fill(`tema.${locale}@example.com`)
      await page.getByRole('textbox', { name: t.name }).fill('Janez Kranjc')
      await message.press('Control+End')
      await message.pressSequentially('Prosimo za ponudbo.')
      const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/contact'))
      await page.getByRole('button', { name: t.submit }).click()
      expect((await request).postDataJSON()).toMatchObject({ message: `${line}\n\nProsimo za ponudbo.` })
      await expect.poll(() => page.getByText(t.sent(`tema.${locale}@example.com`)).count()).toBe(1)
      // An unknown topic is ignored: the form starts empty.
      await page.goto(`${baseURL}${t.path}${topic.replace(/=.*/, '=nekaj-drugega')}`)
      expect(await page.getByRole('textbox', { name: t.message }).inputValue()).toBe('')
    })

    // Regression: a crafted link made the page say a message was sent that never was.
    it('never shows a result from the URL', async () => {
      const page = await visit(`${t.path}?status=sent&email=anyone%40example.com`, { javaScript: false })
      expect(await page.getByText(t.sent('anyone@example.com')).count()).toBe(0)
    })
  })
}

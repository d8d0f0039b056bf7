import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page, Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { contactTexts, errorSummary } from './contactTexts.js'

// The contact form's validation and sending code (components/ContactForm/formCode.ts: valibot and the
// site's HTTP client) is not part of the contact page's first load: it is fetched on the visitor's
// first focus, pointer or input in the form, and a press that comes before it waits for it. Each test
// is its own client for the server's one-message-per-minute limit (X-Forwarded-For is trusted in this
// run); the addresses are from a documentation range other than contact.e2e.ts's.
const baseURL = inject('baseURL')
const browser = sharedChromium()
const texts = contactTexts
let client = 10

/** The built chunk with the form's code, found by what only it holds: valibot's option and ofetch's error. */
function formCodeChunk(): string {
  const dir = resolve(process.cwd(), 'apps/website/dist/client/assets/chunks')
  const files = readdirSync(dir).filter((name) => {
    if (!name.endsWith('.js')) return false
    const code = readFileSync(join(dir, name), 'utf8')
    return code.includes('abortPipeEarly') || code.includes('FetchError')
  })
  if (files.length !== 1)
    throw new Error(
      `Expected one chunk with the contact form's code, found ${files.length}: ${files.join(', ')}`,
    )
  return files[0] as string
}

/** The contact page, hydrated, with every script it requests recorded. */
async function visit(path: string): Promise<{ page: Page; scripts: string[] }> {
  const context = await browser().newContext({
    locale: 'sl-SI',
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${client++}` },
  })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(`${baseURL}${path}`)
  await waitForHydration(page)
  return { page, scripts }
}

/** Holds the form's chunk back until `release()`, as a slow network would. */
async function holdChunk(page: Page, chunk: string): Promise<{ release(): void }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**/${chunk}`, async (route: Route) => {
    await held
    await route.continue()
  })
  return { release }
}

const fetched = (scripts: string[], chunk: string) =>
  scripts.filter((url) => url.endsWith(`/${chunk}`)).length

describe('the contact form’s code, loaded on demand', () => {
  it('is not fetched on the first load, and arrives on the first focus in the form', async () => {
    const chunk = formCodeChunk()
    const { page, scripts } = await visit('/kontakt')
    try {
      await page.waitForTimeout(1000)
      expect(scripts.length).toBeGreaterThan(1)
      expect(fetched(scripts, chunk)).toBe(0)
      // Keyboard only: from the submit button back to the message field.
      await page.getByRole('button', { name: 'Pošlji sporočilo' }).focus()
      await expect.poll(() => fetched(scripts, chunk)).toBe(1)
    } finally {
      await page.context().close()
    }
  })

  for (const [locale, t] of Object.entries(texts)) {
    it(`validates a press that comes before the code (${locale})`, async () => {
      const chunk = formCodeChunk()
      const { page } = await visit(t.path)
      try {
        const { release } = await holdChunk(page, chunk)
        const email = page.getByRole('textbox', { name: t.email })
        await email.fill('not-an-address')
        await page.getByRole('textbox', { name: t.name }).fill('Ana Novak')
        await page.getByRole('button', { name: t.submit }).click()
        // Nothing yet: the press waits for the rules.
        await page.waitForTimeout(300)
        expect(await page.getByText(t.emailInvalid).count()).toBe(0)
        release()
        const summary = errorSummary(page)
        await expect.poll(() => summary.links.allTextContents()).toEqual([t.emailInvalid, t.messageRequired])
        expect(await email.getAttribute('aria-invalid')).toBe('true')
        expect(await summary.hasFocus()).toBe(true)
        expect(await email.inputValue()).toBe('not-an-address')
      } finally {
        await page.context().close()
      }
    })

    it(`sends a message typed and submitted before the code arrived (${locale})`, async () => {
      const chunk = formCodeChunk()
      const { page } = await visit(t.path)
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url())
      })
      try {
        const { release } = await holdChunk(page, chunk)
        const address = `hitra.${locale}@example.com`
        await page.getByRole('textbox', { name: t.email }).fill(address)
        await page.getByRole('textbox', { name: t.name }).fill('Ana Novak')
        const message = page.getByRole('textbox', { name: t.message })
        await message.fill('Zanima me ponudba.')
        // Enter in the name field submits, as a fast visitor would.
        await page.getByRole('textbox', { name: t.name }).press('Enter')
        await page.getByRole('button', { name: t.submit }).click()
        release()
        await expect
          .poll(() => page.getByRole('main').getByRole('status').textContent())
          .toContain(t.sent(address))
        expect(await message.inputValue()).toBe('')
        // Two presses while the code was on its way, one message.
        expect(posts).toEqual([`${baseURL}/api/contact`])
        expect(await page.getByRole('alert').textContent()).toBe('')
      } finally {
        await page.context().close()
      }
    })
  }

  it('keeps what the visitor typed across the reload for a chunk that cannot load', async () => {
    const chunk = formCodeChunk()
    const t = texts.en
    const { page } = await visit(t.path)
    try {
      // The chunk is slow, then gone (a deploy replaced it): the visitor typed in the meantime.
      let fail = () => {}
      const failing = new Promise<void>((resolve) => {
        fail = resolve
      })
      await page.route(`**/${chunk}`, async (route) => {
        await failing
        await route.abort()
      })
      await page.getByRole('textbox', { name: t.email }).pressSequentially('ana@example.si')
      const message = page.getByRole('textbox', { name: t.message })
      await message.pressSequentially('A long message\nthat must not be lost.')
      await Promise.all([page.waitForEvent('load'), fail()])
      await waitForHydration(page)
      await expect.poll(() => message.inputValue()).toBe('A long message\nthat must not be lost.')
      expect(await page.getByRole('textbox', { name: t.email }).inputValue()).toBe('ana@example.si')
      expect(await message.evaluate((element) => element === document.activeElement)).toBe(true)
    } finally {
      await page.context().close()
    }
  })

  it('reloads the page when the code cannot load, and says sending failed when it may not reload again', async () => {
    const chunk = formCodeChunk()
    const t = texts.sl
    const { page } = await visit(t.path)
    try {
      const mark = () => page.evaluate(() => Object.assign(window, { __samePage: true }))
      const marked = () => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true)
      // A deploy removed the chunk the open page knows.
      await page.route(`**/${chunk}`, (route) => route.abort())
      await mark()
      await Promise.all([page.waitForEvent('load'), page.getByRole('textbox', { name: t.email }).focus()])
      await waitForHydration(page)
      expect(await marked()).toBe(false)

      // Within ten seconds of that reload the chunk fails again: no second reload, a clear message.
      await mark()
      await page.getByRole('textbox', { name: t.email }).fill('ana@example.si')
      await page.getByRole('textbox', { name: t.name }).fill('Ana Novak')
      await page.getByRole('textbox', { name: t.message }).fill('Vsebina, ki se ne sme izgubiti.')
      await page.getByRole('button', { name: t.submit }).click()
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(t.error)
      expect(await marked()).toBe(true)
      expect(await page.getByRole('textbox', { name: t.message }).inputValue()).toBe(
        'Vsebina, ki se ne sme izgubiti.',
      )
      expect(await page.getByRole('button', { name: t.submit }).getAttribute('aria-disabled')).toBeNull()
    } finally {
      await page.context().close()
    }
  })
})

import type { BrowserContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// The language preference, like the accessibility preferences, lasts the session before consent and
// 180 days (15552000 s) after it. Nothing the site sets lives 365 days: it keeps no separate
// locale-redirect record.
const baseURL = inject('baseURL')
const browser = sharedChromium()
const DAY = 24 * 3600
const PREFERENCE_LIFETIME = 15_552_000

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)
}

function expectPreferenceLifetime(expires: number | undefined, setAfter: number) {
  // Expires = the moment it was written + Max-Age; allow for the test's own duration.
  expect(expires).toBeGreaterThanOrEqual(setAfter + PREFERENCE_LIFETIME - 5)
  expect(expires).toBeLessThanOrEqual(Date.now() / 1000 + PREFERENCE_LIFETIME + 5)
}

describe('the language cookie', () => {
  it('is a session cookie before consent and lives 180 days once the visitor agrees', async () => {
    const context = await browser().newContext({ locale: 'sl-SI' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/o-nas`)
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Izbira jezika' })
      .getByRole('link', { name: 'English' })
      .click()
    await page.waitForURL(`${baseURL}/en/about-us`)
    await expect.poll(() => cookie(context, 'locale').then((c) => c?.value)).toBe('en')
    const before = await cookie(context, 'locale')
    expect(before?.expires).toBe(-1)
    expect(before?.path).toBe('/')
    expect(before?.sameSite).toBe('Lax')

    const agreedAt = Math.floor(Date.now() / 1000)
    await page.getByRole('button', { name: 'I agree' }).click()
    await expect.poll(() => cookie(context, 'locale').then((c) => c?.expires)).toBeGreaterThan(0)
    const after = await cookie(context, 'locale')
    expect(after?.value).toBe('en')
    expectPreferenceLifetime(after?.expires, agreedAt)
    // Not the 365 days of a redirect record.
    expect(after?.expires).toBeLessThan(Date.now() / 1000 + 181 * DAY)
    await context.close()
  })

  it('is written with the 180-day lifetime when the visitor switches after agreeing', async () => {
    const context = await browser().newContext({ locale: 'sl-SI' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/o-nas`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Strinjam se' }).click()
    // What the page writes, attribute by attribute, as document.cookie receives it (kept in the tab's
    // sessionStorage: the switch is a link, and the next page is a new document).
    await page.evaluate(() => {
      const written: string[] = []
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => descriptor?.get?.call(document),
        set: (value: string) => {
          written.push(value)
          sessionStorage.setItem('writtenCookies', JSON.stringify(written))
          descriptor?.set?.call(document, value)
        },
      })
    })
    const switchedAt = Math.floor(Date.now() / 1000)
    await page
      .getByRole('navigation', { name: 'Izbira jezika' })
      .getByRole('link', { name: 'English' })
      .click()
    await page.waitForURL(`${baseURL}/en/about-us`)
    const written = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('writtenCookies') ?? '[]') as string[],
    )
    expect(written.filter((value) => value.startsWith('locale='))).toEqual([
      'locale=en; Path=/; SameSite=Lax; Max-Age=15552000',
    ])
    expectPreferenceLifetime((await cookie(context, 'locale'))?.expires, switchedAt)
    await context.close()
  })

  it('is never set by the server, before consent or after, and "/" sets no 365-day cookie', async () => {
    const requests: Record<string, string>[] = [{}, { Cookie: 'locale=en' }, { 'Accept-Language': 'en' }]
    for (const headers of requests) {
      const response = await fetch(`${baseURL}/`, { headers, redirect: 'manual' })
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })
})

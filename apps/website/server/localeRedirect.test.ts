import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { rootLanguageRedirect } from './localeRedirect.js'

// "/" as the server mounts it: the redirect first, then the Slovenian home page.
const app = new Hono()
app.get('/', rootLanguageRedirect, (c) => c.text('domača stran'))

/** Where "/" sends a browser with these headers: "/en", or undefined for the Slovenian page. */
async function rootRedirect(headers: { cookie?: string; acceptLanguage?: string }) {
  const response = await app.request('/', {
    headers: {
      ...(headers.cookie === undefined ? {} : { cookie: headers.cookie }),
      ...(headers.acceptLanguage === undefined ? {} : { 'accept-language': headers.acceptLanguage }),
    },
  })
  // Either answer varies with both headers, for the caches in between.
  expect(response.headers.get('vary')).toBe('Accept-Language, Cookie')
  if (response.status === 200) return undefined
  expect(response.status).toBe(302)
  return response.headers.get('location')
}

describe('language detection at the root', () => {
  it('sends an English-speaking browser to /en', async () => {
    expect(await rootRedirect({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('/en')
    expect(await rootRedirect({ acceptLanguage: 'hr,en;q=0.5' })).toBe('/en')
  })

  it('keeps Slovenian, unknown and missing languages on the Slovenian home page', async () => {
    for (const acceptLanguage of ['sl-SI,sl;q=0.9,en;q=0.8', 'de-DE', '*', '', ';;;q=abc', undefined]) {
      expect(await rootRedirect({ acceptLanguage })).toBeUndefined()
    }
  })

  it('lets the locale cookie win over the browser language', async () => {
    expect(await rootRedirect({ cookie: 'locale=sl', acceptLanguage: 'en-US' })).toBeUndefined()
    expect(await rootRedirect({ cookie: 'a=b; locale=en', acceptLanguage: 'sl' })).toBe('/en')
  })

  it('ignores a locale cookie with an unsupported or malformed value', async () => {
    expect(await rootRedirect({ cookie: 'locale=de', acceptLanguage: 'en' })).toBe('/en')
    expect(await rootRedirect({ cookie: 'locale=%E0%A4%A;;', acceptLanguage: 'sl' })).toBeUndefined()
  })
})

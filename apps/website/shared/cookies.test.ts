import { serialize } from 'hono/utils/cookie'
import { describe, expect, it, vi } from 'vitest'
import { readDocumentCookie, writeDocumentCookie } from '../client/documentCookies.js'
import { readCookie as readRequestCookie } from '../server/cookies.js'
import { type CookieAttributes, preferenceCookieAttributes } from './cookies.js'

// The server reads request headers with the `cookie` package's parser, the browser document.cookie with its own small
// reader: both must give the same answers, malformed input included.
/** The browser's reader, on a page whose `document.cookie` is `cookies`. */
function readDocumentCookieString(cookies: string | null | undefined, name: string): string | undefined {
  vi.stubGlobal('document', { cookie: cookies })
  const value = readDocumentCookie(name)
  vi.unstubAllGlobals()
  return value
}

/** What the browser's writer sets `document.cookie` to, on a stand-in document. */
function cookieString(name: string, value: string, attributes: CookieAttributes): string {
  const page = { cookie: '' }
  vi.stubGlobal('document', page)
  writeDocumentCookie(name, value, attributes)
  vi.unstubAllGlobals()
  return page.cookie
}

const readers = [
  ['the server', readRequestCookie],
  ['the browser', readDocumentCookieString],
] as const

describe.each(readers)('reading a cookie on %s', (_side, readCookie) => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; consent=version%3D1%26allowCookies%3D1; b=2', 'consent')).toBe(
      'version=1&allowCookies=1',
    )
    expect(readCookie('consent="quoted"', 'consent')).toBe('quoted')
  })

  it('returns nothing for absent or malformed cookies, and never throws', () => {
    for (const header of [
      undefined,
      null,
      '',
      ';;;',
      'consent',
      'consentx=1',
      'consent=%E0%A4%A',
      '=;=;=',
      'x'.repeat(20_000),
      'consent=%',
    ]) {
      expect(() => readCookie(header, 'consent')).not.toThrow()
    }
    expect(readCookie('consent=%E0%A4%A', 'consent')).toBeUndefined()
    expect(readCookie('consent=%', 'consent')).toBeUndefined()
    expect(readCookie('other=1', 'consent')).toBeUndefined()
    expect(readCookie(`consent=1; ${'x'.repeat(20_000)}`, 'consent')).toBeUndefined()
  })
})

/** A Set-Cookie string as name=value and the set of its attributes: their order means nothing. */
function cookieParts(setCookie: string) {
  const [pair = '', ...attributes] = setCookie.split('; ')
  return { pair, attributes: attributes.sort() }
}

describe('preference cookies (consent, language)', () => {
  // The strings the hand-written writers produced before both sides shared these attributes.
  const before = {
    session: 'locale=en; Path=/; SameSite=Lax',
    persistent: 'locale=en; Path=/; SameSite=Lax; Max-Age=15552000',
    sessionHttps: 'locale=en; Path=/; SameSite=Lax; Secure',
    persistentHttps: 'locale=en; Path=/; SameSite=Lax; Max-Age=15552000; Secure',
  }
  const cases = [
    [false, false, before.session],
    [true, false, before.persistent],
    [false, true, before.sessionHttps],
    [true, true, before.persistentHttps],
  ] as const

  it('are written by the browser exactly as before: Path=/, SameSite=Lax, 180 days only with consent, Secure over https', () => {
    for (const [persistent, secure, expected] of cases) {
      expect(cookieString('locale', 'en', preferenceCookieAttributes({ persistent, secure }))).toBe(expected)
    }
  })

  it('get the same attributes from the server (Hono), in Hono’s order', () => {
    for (const [persistent, secure, expected] of cases) {
      const written = serialize('locale', 'en', preferenceCookieAttributes({ persistent, secure }))
      expect(cookieParts(written)).toEqual(cookieParts(expected))
    }
  })

  it('percent-encode the value, and both readers get it back', () => {
    const value = 'version=1&allowCookies=1&decidedAt=2026-11-22T10:00:00.000Z'
    const attributes = preferenceCookieAttributes({ persistent: true, secure: false })
    const pair = cookieString('consent', value, attributes).split(';')[0] ?? ''
    expect(pair).toBe(`consent=${encodeURIComponent(value)}`)
    expect(serialize('consent', value, attributes).split(';')[0]).toBe(pair)
    expect(readRequestCookie(pair, 'consent')).toBe(value)
    expect(readDocumentCookieString(pair, 'consent')).toBe(value)
  })
})

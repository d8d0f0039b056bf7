import { describe, expect, it } from 'vitest'
import { cookieString, preferenceCookieAttributes, readCookie } from './cookies.js'

describe('readCookie', () => {
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
    expect(readCookie('other=1', 'consent')).toBeUndefined()
  })
})

/** A Set-Cookie string as name, value and the set of its attributes: their order means nothing. */
function cookieParts(setCookie: string) {
  const [pair = '', ...attributes] = setCookie.split('; ')
  return { pair, attributes: attributes.sort() }
}

describe('preference cookies (consent, language)', () => {
  // The strings the hand-written writers produced before the site moved to one writer: the same
  // attributes, whatever their order.
  it('keep Path=/ and SameSite=Lax, live 180 days only with consent, and are Secure over https', () => {
    const write = (persistent: boolean, secure: boolean) =>
      cookieParts(cookieString('locale', 'en', preferenceCookieAttributes({ persistent, secure })))
    expect(write(false, false)).toEqual(cookieParts('locale=en; Path=/; SameSite=Lax'))
    expect(write(true, false)).toEqual(cookieParts('locale=en; Path=/; SameSite=Lax; Max-Age=15552000'))
    expect(write(false, true)).toEqual(cookieParts('locale=en; Path=/; SameSite=Lax; Secure'))
    expect(write(true, true)).toEqual(
      cookieParts('locale=en; Path=/; SameSite=Lax; Max-Age=15552000; Secure'),
    )
  })

  it('percent-encode the value, and the reader gets it back', () => {
    const value = 'version=1&allowCookies=1&decidedAt=2026-11-22T10:00:00.000Z'
    const written = cookieString(
      'consent',
      value,
      preferenceCookieAttributes({ persistent: true, secure: false }),
    )
    expect(written.split(';')[0]).toBe(`consent=${encodeURIComponent(value)}`)
    expect(readCookie(written.split(';')[0], 'consent')).toBe(value)
  })
})

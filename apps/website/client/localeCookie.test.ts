import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberLocale } from './localeCookie.js'

/** The cookie string `rememberLocale` writes to `document.cookie` on a page served over `protocol`. */
function written(locale: string, consent: boolean, protocol: 'http:' | 'https:'): string {
  const page = { cookie: '' }
  vi.stubGlobal('document', page)
  vi.stubGlobal('window', { location: { protocol } })
  rememberLocale(locale, consent)
  return page.cookie
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the language cookie', () => {
  it('lasts the session only before consent: no Max-Age, no Expires', () => {
    const cookie = written('en', false, 'http:')
    expect(cookie).toBe('locale=en; Path=/; SameSite=Lax')
    expect(cookie).not.toMatch(/max-age|expires/i)
  })

  it('lives 180 days (15552000 s) after consent, like the accessibility preferences', () => {
    expect(written('sl', true, 'http:')).toBe('locale=sl; Path=/; SameSite=Lax; Max-Age=15552000')
  })

  it('never gets the 365-day lifetime of a locale-redirect record', () => {
    for (const consent of [false, true]) {
      expect(written('en', consent, 'https:')).not.toContain('31536000')
    }
  })

  it('is Secure over https', () => {
    expect(written('en', true, 'https:')).toBe('locale=en; Path=/; SameSite=Lax; Max-Age=15552000; Secure')
  })
})

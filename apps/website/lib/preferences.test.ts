import { describe, expect, it } from 'vitest'
import { localeCookie } from './preferences.js'

describe('the language cookie', () => {
  it('lasts the session only before consent: no Max-Age, no Expires', () => {
    const cookie = localeCookie('en', false, false)
    expect(cookie).toBe('locale=en; Path=/; SameSite=Lax')
    expect(cookie).not.toMatch(/max-age|expires/i)
  })

  it('lives 180 days (15552000 s) after consent, like the accessibility preferences', () => {
    expect(localeCookie('sl', true, false)).toBe('locale=sl; Path=/; SameSite=Lax; Max-Age=15552000')
  })

  it('never gets the 365-day lifetime of a locale-redirect record', () => {
    for (const consent of [false, true]) {
      expect(localeCookie('en', consent, true)).not.toContain('31536000')
    }
  })

  it('is Secure over https', () => {
    expect(localeCookie('en', true, true)).toBe('locale=en; Path=/; SameSite=Lax; Max-Age=15552000; Secure')
  })
})

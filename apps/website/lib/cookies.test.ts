import { describe, expect, it } from 'vitest'
import { readCookie } from './cookies.js'

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

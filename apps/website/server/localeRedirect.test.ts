import { describe, expect, it } from 'vitest'
import { rootRedirect } from './localeRedirect.js'

describe('language detection at the root', () => {
  it('sends an English-speaking browser to /en', () => {
    expect(rootRedirect({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('/en')
    expect(rootRedirect({ acceptLanguage: 'hr,en;q=0.5' })).toBe('/en')
  })

  it('keeps Slovenian, unknown and missing languages on the Slovenian home page', () => {
    for (const acceptLanguage of ['sl-SI,sl;q=0.9,en;q=0.8', 'de-DE', '*', '', ';;;q=abc', undefined, null]) {
      expect(rootRedirect({ acceptLanguage })).toBeUndefined()
    }
  })

  it('lets the locale cookie win over the browser language', () => {
    expect(rootRedirect({ cookie: 'locale=sl', acceptLanguage: 'en-US' })).toBeUndefined()
    expect(rootRedirect({ cookie: 'a=b; locale=en', acceptLanguage: 'sl' })).toBe('/en')
  })

  it('ignores a locale cookie with an unsupported or malformed value', () => {
    expect(rootRedirect({ cookie: 'locale=de', acceptLanguage: 'en' })).toBe('/en')
    expect(rootRedirect({ cookie: 'locale=%E0%A4%A;;', acceptLanguage: 'sl' })).toBeUndefined()
  })
})

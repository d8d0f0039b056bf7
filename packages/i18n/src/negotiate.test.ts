import { describe, expect, it } from 'vitest'
import {
  LOCALE_COOKIE,
  LOCALE_REDIRECT_COOKIE_MAX_AGE,
  localeFromCookieHeader,
  localeFromCookieValue,
  negotiateLocale,
  PREFERENCE_COOKIE_MAX_AGE,
  parseAcceptLanguage,
} from './index.js'

describe('negotiateLocale from Accept-Language', () => {
  it.each([
    ['sl-SI,sl;q=0.9,en;q=0.8', 'sl'],
    ['en-US', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE', 'sl'],
    ['hr,en;q=0.5', 'en'],
    ['sl-SI,en', 'sl'],
    ['en,sl-SI', 'en'],
    ['en;q=0.1, sl;q=0.9', 'sl'],
    ['sl;q=0.1, en;q=0.9', 'en'],
    ['de, en-GB;q=0.7, sl;q=0.7', 'en'],
    ['EN-us', 'en'],
    ['en;q=0, de', 'sl'],
    ['*', 'sl'],
    ['*, en;q=0.5', 'en'],
    ['', 'sl'],
    [';;;q=abc', 'sl'],
    ['en;q=abc', 'sl'],
    ['en;q=1.5', 'sl'],
    ['x-klingon, en', 'en'],
    ['sl-Latn-SI', 'sl'],
    [',,,en,,,', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale({ acceptLanguage: header })).toBe(expected)
  })

  it('reads no more than the first 32 entries and 4 KB of a header, so a hostile one costs no more than that', () => {
    const header = `${'de-DE;q=0.5,'.repeat(900)}en`
    expect(header.length).toBeGreaterThan(10_000)
    expect(negotiateLocale({ acceptLanguage: header })).toBe('sl')
    expect(negotiateLocale({ acceptLanguage: `${'de-DE;q=0.5,'.repeat(31)}en` })).toBe('en')
    expect(negotiateLocale({ acceptLanguage: `${'de-DE;q=0.5,'.repeat(32)}en` })).toBe('sl')
    expect(negotiateLocale({ acceptLanguage: `${' '.repeat(4093)},en` })).toBe('en')
    expect(negotiateLocale({ acceptLanguage: `${' '.repeat(4094)},en` })).toBe('sl')
  })

  it('falls back to Slovenian without input and never throws on junk', () => {
    expect(negotiateLocale()).toBe('sl')
    expect(negotiateLocale({})).toBe('sl')
    for (const junk of [null, 42, {}, '\uD800', 'en-', '-en', 'en--US', 'a'.repeat(100)]) {
      expect(negotiateLocale({ acceptLanguage: junk as string })).toBe('sl')
      expect(negotiateLocale({ cookie: junk as string })).toBe('sl')
    }
    expect(negotiateLocale(null as unknown as undefined)).toBe('sl')
  })
})

describe('negotiateLocale from the cookie', () => {
  it('prefers a valid locale cookie over Accept-Language', () => {
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'sl-SI' })).toBe('en')
    expect(negotiateLocale({ cookie: 'sl', acceptLanguage: 'en-US' })).toBe('sl')
  })

  it('ignores any other cookie value', () => {
    for (const value of ['de', 'EN', 'en-US', '', 'sl;', 'null']) {
      expect(negotiateLocale({ cookie: value, acceptLanguage: 'en' })).toBe('en')
    }
  })

  it('reads the value with whitespace or quotes', () => {
    expect(localeFromCookieValue(' en ')).toBe('en')
    expect(localeFromCookieValue('"en"')).toBe('en')
    expect(localeFromCookieValue('"')).toBeUndefined()
  })

  it('finds the locale cookie in a Cookie header', () => {
    expect(localeFromCookieHeader('a=1; locale=en; b=2')).toBe('en')
    expect(localeFromCookieHeader('locale=sl')).toBe('sl')
    expect(localeFromCookieHeader('mylocale=en; locale=de')).toBeUndefined()
    expect(localeFromCookieHeader('')).toBeUndefined()
    expect(localeFromCookieHeader(undefined)).toBeUndefined()
    expect(localeFromCookieHeader('locale')).toBeUndefined()
  })
})

describe('parseAcceptLanguage', () => {
  it('orders by quality and keeps list order at equal quality', () => {
    expect(parseAcceptLanguage('de;q=0.5, en-us, sl;q=0.5, hr;q=0.9')).toEqual([
      { tag: 'en-US', q: 1 },
      { tag: 'hr', q: 0.9 },
      { tag: 'de', q: 0.5 },
      { tag: 'sl', q: 0.5 },
    ])
  })

  it('drops wildcards, invalid tags and invalid or zero qualities', () => {
    expect(parseAcceptLanguage('*, en;q=0, 12, sl;q=x, de;level=1;q=0.3')).toEqual([{ tag: 'de', q: 0.3 }])
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })
})

describe('cookie constants: name, path, SameSite and lifetimes', () => {
  it('names the cookie and its lifetimes', () => {
    expect(LOCALE_COOKIE).toBe('locale')
    expect(LOCALE_REDIRECT_COOKIE_MAX_AGE).toBe(31_536_000)
    expect(PREFERENCE_COOKIE_MAX_AGE).toBe(15_552_000)
  })
})

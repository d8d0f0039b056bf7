import { describe, expect, it, vi } from 'vitest'
import { defaultLocale, isLocale, localeInfo, locales, otherLocale } from './index.js'

describe('locales', () => {
  it('supports Slovenian (default) and English only', () => {
    expect(locales).toEqual(['sl', 'en'])
    expect(defaultLocale).toBe('sl')
  })

  it('accepts only the two locale codes', () => {
    expect(isLocale('sl')).toBe(true)
    expect(isLocale('en')).toBe(true)
    for (const bad of ['de', 'EN', 'sl-SI', '', null, undefined, 1, {}]) expect(isLocale(bad)).toBe(false)
  })
})

describe('locale entries: code, region, name, hreflang, sitemap code', () => {
  it('describes both locales; only Slovenian has a region', () => {
    expect(localeInfo.sl).toEqual({
      code: 'sl',
      countryCode: 'si',
      name: 'Slovenščina',
      hreflang: 'sl',
      sitemapCode: 'sl',
    })
    expect(localeInfo.en).toEqual({
      code: 'en',
      countryCode: null,
      name: 'English',
      hreflang: 'en',
      sitemapCode: 'en',
    })
    expect(otherLocale('sl')).toBe('en')
    expect(otherLocale('en')).toBe('sl')
  })
})

describe('importing the package', () => {
  it('has no side effects: no globals touched, nothing logged', async () => {
    vi.resetModules()
    const globalsBefore = Object.keys(globalThis).sort()
    const log = vi.spyOn(console, 'log')
    const error = vi.spyOn(console, 'error')
    await import('./index.js')
    await import('./messages/index.js')
    expect(Object.keys(globalThis).sort()).toEqual(globalsBefore)
    expect(log).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })
})

import { describe, expect, it } from 'vitest'
import { defaultLocale, isLocale, locales } from './index.js'

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

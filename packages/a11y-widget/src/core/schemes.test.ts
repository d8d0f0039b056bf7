import { describe, expect, it } from 'vitest'
import { COLOR_THEMES } from './constants.js'
import { contrastRatio, SCHEME_PALETTES } from './schemes.js'

describe('colour scheme palettes', () => {
  it('compute contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
  })

  it.each(COLOR_THEMES)('%s reaches 7:1 for text, links and controls', (theme) => {
    const { fg, bg, link, accent, accentFg } = SCHEME_PALETTES[theme]
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(7)
    expect(contrastRatio(link, bg)).toBeGreaterThanOrEqual(7)
    expect(contrastRatio(accent, bg)).toBeGreaterThanOrEqual(7)
    expect(contrastRatio(accentFg, accent)).toBeGreaterThanOrEqual(7)
  })
})

import { describe, expect, it } from 'vitest'
import { COLOR_THEMES } from './constants.js'
import { SCHEME_PALETTES } from './schemes.js'

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) =>
    0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

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

import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast.js'

describe('contrastRatio', () => {
  it('computes WCAG 2 contrast ratios, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0b4f8a', '#0b4f8a')).toBeCloseTo(1, 5)
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
  })
})

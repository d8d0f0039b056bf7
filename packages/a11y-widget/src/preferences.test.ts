import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from './index.js'

describe('default preferences', () => {
  it('match SPEC section 3: everything off, multipliers at their defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      animationsPaused: false,
      imagesHidden: false,
      linksHighlighted: false,
      cursorEnlarged: false,
      fontSizeMultiplier: 1,
      lineSpacingMultiplier: 1,
      letterSpacingMultiplier: 0,
      wordSpacingMultiplier: 1,
    })
    expect(Object.isFrozen(DEFAULT_PREFERENCES)).toBe(true)
  })
})

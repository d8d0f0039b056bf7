import { describe, expect, it } from 'vitest'
import { resizerValues } from '../styles/generateCss.js'
import { RESIZER_KEYS, RESIZERS } from './constants.js'
import { needsSingleColumn, percentFromDefault, resizerLimit } from './dialogPreferences.js'
import {
  DEFAULT_PREFERENCES,
  effectiveAnimationsPaused,
  isResizerValue,
  normalizePreferences,
  resetResizer,
  stepResizer,
  withToggle,
} from './preferences.js'

describe('default preferences', () => {
  it('are everything off, multipliers at their defaults, default font and scheme', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      animationsPaused: false,
      animationsPausedChosen: false,
      imagesHidden: false,
      linksHighlighted: false,
      focusHighlighted: false,
      cursorEnlarged: false,
      textBold: false,
      textAlignedStart: false,
      lineLengthLimited: false,
      readingGuide: false,
      readAloud: false,
      fontSizeMultiplier: 1,
      lineSpacingMultiplier: 1,
      letterSpacingMultiplier: 0,
      wordSpacingMultiplier: 1,
      paragraphSpacingMultiplier: 0,
      selectedFont: 'default',
      selectedColorTheme: 'default',
      colorThemeChosen: false,
    })
    expect(Object.isFrozen(DEFAULT_PREFERENCES)).toBe(true)
  })
})

describe('ranges', () => {
  it('use the steps and defaults: text, line and word 1, letter 0, steps of 0.1 (word 0.2)', () => {
    expect(RESIZERS.fontSizeMultiplier).toMatchObject({ step: 0.1, default: 1 })
    expect(RESIZERS.lineSpacingMultiplier).toMatchObject({ step: 0.1, default: 1 })
    expect(RESIZERS.letterSpacingMultiplier).toMatchObject({ step: 0.1, default: 0 })
    expect(RESIZERS.wordSpacingMultiplier).toMatchObject({ step: 0.2, default: 1 })
  })

  it('let text reach at least +100% (WCAG 1.4.4) and go past the one-column threshold of 3.5', () => {
    expect(RESIZERS.fontSizeMultiplier.max).toBeGreaterThanOrEqual(2)
    expect(RESIZERS.fontSizeMultiplier.max).toBeGreaterThan(3.5)
  })

  it('let spacing reach at least the WCAG 1.4.12 values', () => {
    // Line height is the multiplier times a base of 1.5 (styles/page.css).
    expect(RESIZERS.lineSpacingMultiplier.max * 1.5).toBeGreaterThanOrEqual(1.5)
    expect(RESIZERS.lineSpacingMultiplier.max).toBeGreaterThan(3)
    // Letter spacing is the multiplier in em.
    expect(RESIZERS.letterSpacingMultiplier.max).toBeGreaterThanOrEqual(0.12)
    // Word spacing adds (multiplier - 1) space widths of 0.25 em.
    expect((RESIZERS.wordSpacingMultiplier.max - 1) * 0.25).toBeGreaterThanOrEqual(0.16)
  })

  it('list every value on the steps, each rounded to one decimal, including both ends and the default', () => {
    for (const key of RESIZER_KEYS) {
      const values = resizerValues(key)
      expect(values[0]).toBe(RESIZERS[key].min)
      expect(values.at(-1)).toBe(RESIZERS[key].max)
      expect(values).toContain(RESIZERS[key].default)
      for (const value of values) {
        expect(String(value)).toMatch(/^\d+(\.\d)?$/)
        expect(isResizerValue(key, value)).toBe(true)
      }
    }
    expect(resizerValues('wordSpacingMultiplier')).toEqual([1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3])
  })

  it('reject values off the step or out of range', () => {
    expect(isResizerValue('wordSpacingMultiplier', 1.3)).toBe(false)
    expect(isResizerValue('fontSizeMultiplier', 4.1)).toBe(false)
    expect(isResizerValue('fontSizeMultiplier', 0.7)).toBe(false)
    expect(isResizerValue('fontSizeMultiplier', 1.25)).toBe(false)
    expect(isResizerValue('fontSizeMultiplier', Number.NaN)).toBe(false)
    expect(isResizerValue('fontSizeMultiplier', Number.POSITIVE_INFINITY)).toBe(false)
  })
})

describe('resizers', () => {
  it('step up and down by the step, rounded to one decimal, without floating-point noise', () => {
    let p = { ...DEFAULT_PREFERENCES }
    for (let i = 0; i < 3; i++) p = stepResizer(p, 'fontSizeMultiplier', 1)
    expect(p.fontSizeMultiplier).toBe(1.3)
    p = stepResizer(p, 'wordSpacingMultiplier', 1)
    expect(p.wordSpacingMultiplier).toBe(1.2)
    p = stepResizer(p, 'letterSpacingMultiplier', 1)
    expect(p.letterSpacingMultiplier).toBe(0.1)
    p = stepResizer(p, 'lineSpacingMultiplier', -1)
    expect(p.lineSpacingMultiplier).toBe(0.9)
  })

  it('stop at the limits and report them', () => {
    let p = { ...DEFAULT_PREFERENCES }
    for (let i = 0; i < 100; i++) p = stepResizer(p, 'fontSizeMultiplier', 1)
    expect(p.fontSizeMultiplier).toBe(4)
    expect(resizerLimit(p, 'fontSizeMultiplier')).toBe('max')
    for (let i = 0; i < 100; i++) p = stepResizer(p, 'fontSizeMultiplier', -1)
    expect(p.fontSizeMultiplier).toBe(0.8)
    expect(resizerLimit(p, 'fontSizeMultiplier')).toBe('min')
    expect(resizerLimit(DEFAULT_PREFERENCES, 'letterSpacingMultiplier')).toBe('min')
    expect(resizerLimit(DEFAULT_PREFERENCES, 'fontSizeMultiplier')).toBeNull()
  })

  it('reset one multiplier to its default and leave the others', () => {
    const p = { ...DEFAULT_PREFERENCES, fontSizeMultiplier: 2, letterSpacingMultiplier: 0.3 }
    expect(resetResizer(p, 'letterSpacingMultiplier')).toEqual({ ...p, letterSpacingMultiplier: 0 })
  })

  it('express the value as a percentage difference from the default', () => {
    expect(percentFromDefault('fontSizeMultiplier', 1.3)).toBe(30)
    expect(percentFromDefault('fontSizeMultiplier', 0.8)).toBe(-20)
    expect(percentFromDefault('letterSpacingMultiplier', 0.2)).toBe(20)
    expect(percentFromDefault('wordSpacingMultiplier', 1)).toBe(0)
  })

  it('switch the dialog to one column above text 3.5 or line spacing 3', () => {
    expect(needsSingleColumn({ ...DEFAULT_PREFERENCES, fontSizeMultiplier: 3.5 })).toBe(false)
    expect(needsSingleColumn({ ...DEFAULT_PREFERENCES, fontSizeMultiplier: 3.6 })).toBe(true)
    expect(needsSingleColumn({ ...DEFAULT_PREFERENCES, lineSpacingMultiplier: 3 })).toBe(false)
    expect(needsSingleColumn({ ...DEFAULT_PREFERENCES, lineSpacingMultiplier: 3.1 })).toBe(true)
  })
})

describe('pause animations', () => {
  it('follows prefers-reduced-motion until the visitor chooses', () => {
    expect(effectiveAnimationsPaused(DEFAULT_PREFERENCES, false)).toBe(false)
    expect(effectiveAnimationsPaused(DEFAULT_PREFERENCES, true)).toBe(true)
    const off = withToggle(DEFAULT_PREFERENCES, 'animationsPaused', false)
    expect(off.animationsPausedChosen).toBe(true)
    expect(effectiveAnimationsPaused(off, true)).toBe(false)
    const on = withToggle(DEFAULT_PREFERENCES, 'animationsPaused', true)
    expect(effectiveAnimationsPaused(on, false)).toBe(true)
  })

  it('other toggles just flip', () => {
    expect(withToggle(DEFAULT_PREFERENCES, 'imagesHidden', true)).toEqual({
      ...DEFAULT_PREFERENCES,
      imagesHidden: true,
    })
  })
})

describe('normalizePreferences', () => {
  it('fills in and repairs a host-supplied record field by field', () => {
    expect(normalizePreferences(undefined)).toEqual(DEFAULT_PREFERENCES)
    expect(normalizePreferences(null)).toEqual(DEFAULT_PREFERENCES)
    expect(normalizePreferences('text')).toEqual(DEFAULT_PREFERENCES)
    expect(
      normalizePreferences({
        fontSizeMultiplier: 1.5,
        lineSpacingMultiplier: '2',
        letterSpacingMultiplier: 9,
        wordSpacingMultiplier: 1.3,
        imagesHidden: 'yes',
        linksHighlighted: true,
        selectedFont: 'comic-sans',
        selectedColorTheme: 'white-on-black',
        animationsPaused: true,
      }),
    ).toEqual({
      ...DEFAULT_PREFERENCES,
      fontSizeMultiplier: 1.5,
      linksHighlighted: true,
      selectedColorTheme: 'white-on-black',
      colorThemeChosen: true,
      animationsPaused: true,
      animationsPausedChosen: true,
    })
  })
})

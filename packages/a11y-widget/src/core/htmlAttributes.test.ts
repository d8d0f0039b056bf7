import { describe, expect, it } from 'vitest'
import { COLOR_THEMES } from './constants.js'
import { htmlAttributes, MANAGED_HTML_ATTRIBUTES } from './htmlAttributes.js'
import { DEFAULT_PREFERENCES } from './preferences.js'

describe('htmlAttributes', () => {
  it('always includes data-theme, also for the default scheme', () => {
    expect(htmlAttributes(DEFAULT_PREFERENCES)).toEqual({ 'data-theme': 'default' })
    for (const theme of COLOR_THEMES) {
      expect(htmlAttributes({ ...DEFAULT_PREFERENCES, selectedColorTheme: theme })['data-theme']).toBe(theme)
    }
  })

  it('expresses every preference as a discrete data-a11y-* value, never a style', () => {
    expect(
      htmlAttributes({
        ...DEFAULT_PREFERENCES,
        fontSizeMultiplier: 2,
        lineSpacingMultiplier: 1.5,
        letterSpacingMultiplier: 0.2,
        wordSpacingMultiplier: 1.8,
        selectedFont: 'arial',
        animationsPaused: true,
        imagesHidden: true,
        linksHighlighted: true,
        cursorEnlarged: true,
      }),
    ).toEqual({
      'data-theme': 'default',
      'data-a11y-text': '2',
      'data-a11y-line': '1.5',
      'data-a11y-letter': '0.2',
      'data-a11y-word': '1.8',
      'data-a11y-font': 'arial',
      'data-a11y-motion': 'paused',
      'data-a11y-images': 'hidden',
      'data-a11y-links': 'highlighted',
      'data-a11y-cursor': 'large',
    })
  })

  it('marks an explicit "keep animations" so CSS can overrule prefers-reduced-motion', () => {
    expect(htmlAttributes({ ...DEFAULT_PREFERENCES, animationsPausedChosen: true })['data-a11y-motion']).toBe(
      'running',
    )
  })

  it('only ever produces managed attribute names', () => {
    const names = Object.keys(
      htmlAttributes({
        ...DEFAULT_PREFERENCES,
        fontSizeMultiplier: 2,
        selectedFont: 'georgia',
        cursorEnlarged: true,
      }),
    )
    for (const name of names) expect(MANAGED_HTML_ATTRIBUTES).toContain(name)
    expect(names.some((name) => name === 'style')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { COOKIE_NAME } from './constants.js'
import { preferencesCookieString, serializePreferences } from './cookie.js'
import { parsePreferencesCookie, parsePreferencesValue } from './parseCookie.js'
import { DEFAULT_PREFERENCES, type Preferences } from './preferences.js'

const everything: Preferences = {
  animationsPaused: true,
  animationsPausedChosen: true,
  imagesHidden: true,
  linksHighlighted: true,
  focusHighlighted: true,
  cursorEnlarged: true,
  textBold: true,
  textAlignedStart: true,
  lineLengthLimited: true,
  readingGuide: true,
  readAloud: true,
  fontSizeMultiplier: 1.3,
  lineSpacingMultiplier: 1.5,
  letterSpacingMultiplier: 0.2,
  wordSpacingMultiplier: 1.4,
  paragraphSpacingMultiplier: 1,
  selectedFont: 'opendyslexic',
  selectedColorTheme: 'yellow-on-blue',
  colorThemeChosen: true,
}

describe('serializePreferences', () => {
  it('writes a versioned value with only the changed fields, in cookie-safe characters', () => {
    const value = serializePreferences(everything)
    expect(value).toBe(
      'v=2&text=1.3&line=1.5&letter=0.2&word=1.4&paragraph=1&font=opendyslexic&theme=yellow-on-blue&motion=paused&images=hidden&links=highlighted&focus=highlighted&cursor=large&weight=bold&align=start&measure=limited&guide=on&speech=on',
    )
    expect(value).toMatch(/^[\w.=&-]+$/)
    expect(serializePreferences({ ...DEFAULT_PREFERENCES, fontSizeMultiplier: 2 })).toBe('v=2&text=2')
  })

  it('writes nothing for the defaults', () => {
    expect(serializePreferences(DEFAULT_PREFERENCES)).toBeNull()
  })

  it('records a picked default scheme so it beats prefers-contrast next time', () => {
    expect(serializePreferences({ ...DEFAULT_PREFERENCES, colorThemeChosen: true })).toBe('v=2&theme=default')
  })

  it('records an explicit "do not pause" so it beats prefers-reduced-motion next time', () => {
    expect(serializePreferences({ ...DEFAULT_PREFERENCES, animationsPausedChosen: true })).toBe(
      'v=2&motion=running',
    )
  })
})

describe('a cookie written by widget 1.0 (version 1)', () => {
  // Copied from a browser that used 1.0: every field that version could store.
  const cookie10 =
    'a11y-preferences=v=1&text=1.3&line=1.5&letter=0.2&word=1.4&font=opendyslexic&theme=yellow-on-blue&motion=paused&images=hidden&links=highlighted&cursor=large'

  it('still reads, every field as 1.0 meant it', () => {
    expect(parsePreferencesCookie(cookie10)).toEqual({
      ...DEFAULT_PREFERENCES,
      animationsPaused: true,
      animationsPausedChosen: true,
      imagesHidden: true,
      linksHighlighted: true,
      cursorEnlarged: true,
      fontSizeMultiplier: 1.3,
      lineSpacingMultiplier: 1.5,
      letterSpacingMultiplier: 0.2,
      wordSpacingMultiplier: 1.4,
      selectedFont: 'opendyslexic',
      selectedColorTheme: 'yellow-on-blue',
      colorThemeChosen: true,
    })
  })

  it('is written back as version 2 with the same settings', () => {
    expect(serializePreferences(parsePreferencesCookie(cookie10))).toBe(
      'v=2&text=1.3&line=1.5&letter=0.2&word=1.4&font=opendyslexic&theme=yellow-on-blue&motion=paused&images=hidden&links=highlighted&cursor=large',
    )
  })

  it('leaves the scheme to prefers-contrast when it names none (1.0 never wrote theme=default)', () => {
    expect(parsePreferencesCookie('a11y-preferences=v=1&text=2').colorThemeChosen).toBe(false)
    expect(parsePreferencesCookie('a11y-preferences=v=1&theme=default').colorThemeChosen).toBe(false)
    expect(parsePreferencesCookie('a11y-preferences=v=2&theme=default').colorThemeChosen).toBe(true)
  })
})

describe('parsePreferencesValue', () => {
  it('round-trips every field', () => {
    expect(parsePreferencesValue(serializePreferences(everything))).toEqual(everything)
    const running = { ...DEFAULT_PREFERENCES, animationsPausedChosen: true }
    expect(parsePreferencesValue(serializePreferences(running))).toEqual(running)
  })

  it('round-trips every value of every multiplier', () => {
    for (const text of [0.8, 0.9, 1.1, 2, 3.9, 4]) {
      const p = { ...DEFAULT_PREFERENCES, fontSizeMultiplier: text }
      expect(parsePreferencesValue(serializePreferences(p))).toEqual(p)
    }
  })

  it('keeps the valid fields and drops the broken ones, field by field', () => {
    expect(parsePreferencesValue('v=1&text=1.3&line=banana&theme=pink&links=highlighted')).toEqual({
      ...DEFAULT_PREFERENCES,
      fontSizeMultiplier: 1.3,
      linksHighlighted: true,
    })
  })

  it('accepts a percent-encoded value (some cookie libraries encode everything)', () => {
    expect(parsePreferencesValue('v%3D1%26text%3D1.3').fontSizeMultiplier).toBe(1.3)
  })

  it('normalizes harmless spellings of a valid number', () => {
    expect(parsePreferencesValue('v=1&text=1.30').fontSizeMultiplier).toBe(1.3)
    expect(parsePreferencesValue('v=1&text=2.0').fontSizeMultiplier).toBe(2)
    expect(parsePreferencesValue('v=1&letter=-0').letterSpacingMultiplier).toBe(0)
  })

  const malformed: [string, unknown][] = [
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { v: 1 }],
    ['empty', ''],
    ['whitespace', '   '],
    ['no version', 'text=1.3'],
    ['an unknown version', 'v=3&text=1.3'],
    ['version 1.0', 'v=1.0&text=1.3'],
    ['an empty version', 'v=&text=1.3'],
    ['JSON', '{"fontSizeMultiplier":1.3}'],
    ['JSON, encoded', '%7B%22fontSizeMultiplier%22%3A1.3%7D'],
    ['a broken percent escape', 'v=1&text=1.3%'],
    ['an invalid UTF-8 escape', 'v=1&text=%E0%A4%A'],
    ['only separators', '&&&==&'],
    ['keys without values', 'v=1&text&line&font'],
    ['values without keys', 'v=1&=1.3&=arial'],
    ['an out-of-range text size', 'v=1&text=99'],
    ['a text size just above the maximum', 'v=1&text=4.1'],
    ['a text size below the minimum', 'v=1&text=0.1'],
    ['a negative text size', 'v=1&text=-1.3'],
    ['zero text size', 'v=1&text=0'],
    ['a text size off the step', 'v=1&text=1.25'],
    ['word spacing off its 0.2 step', 'v=1&word=1.3'],
    ['letter spacing above its maximum', 'v=1&letter=0.6'],
    ['NaN', 'v=1&text=NaN'],
    ['Infinity', 'v=1&text=Infinity'],
    ['exponent notation', 'v=1&text=1.3e0'],
    ['hex', 'v=1&text=0x1'],
    ['a leading plus', 'v=1&text=+1.3'],
    ['a trailing dot', 'v=1&text=1.'],
    ['a leading dot', 'v=1&text=.9'],
    ['a comma decimal', 'v=1&text=1,3'],
    ['surrounding spaces inside', 'v=1&text= 1.3 '],
    ['an empty number', 'v=1&text='],
    ['an unknown font', 'v=1&font=comic-sans'],
    ['a font in capitals', 'v=1&font=Arial'],
    ['the font "default" spelled out', 'v=1&font=default'],
    ['an unknown theme', 'v=1&theme=dark'],
    ['a theme with a suffix', 'v=1&theme=white-on-black-x'],
    ['booleans as true', 'v=1&images=true&links=1&cursor=yes'],
    ['an unknown motion value', 'v=1&motion=stopped'],
    ['prototype pollution keys', 'v=1&__proto__=x&constructor=y&toString=z&hasOwnProperty=1'],
    ['unknown keys only', 'v=1&foo=bar&baz=qux'],
    ['a very long value', `v=1&${'x'.repeat(100_000)}`],
    ['control characters', 'v=1&text=1.3\u0000'],
    ['a quoted value', '"v=1&text=1.3"'],
  ]

  it.each(malformed)('falls back to the defaults for %s, without throwing', (_, value) => {
    const result = parsePreferencesValue(value as string)
    expect(result).toEqual(DEFAULT_PREFERENCES)
    // A fresh object, so callers can never mutate the frozen defaults by accident.
    expect(result).not.toBe(DEFAULT_PREFERENCES)
  })

  it('takes the first of duplicated keys', () => {
    expect(parsePreferencesValue('v=1&text=1.3&text=2').fontSizeMultiplier).toBe(1.3)
    expect(parsePreferencesValue('v=1&v=2&text=1.3').fontSizeMultiplier).toBe(1.3)
    expect(parsePreferencesValue('v=3&v=2&text=1.3').fontSizeMultiplier).toBe(1)
  })
})

describe('parsePreferencesCookie', () => {
  const textSize = (header: string) => parsePreferencesCookie(header).fontSizeMultiplier

  it('finds the cookie among others in a Cookie header', () => {
    expect(textSize(`a=1; ${COOKIE_NAME}=v=1&text=2; b=2`)).toBe(2)
    expect(textSize(`${COOKIE_NAME}=v=1&text=2`)).toBe(2)
    expect(textSize(`a=1;${COOKIE_NAME}=v=1&text=2;b=2`)).toBe(2)
    expect(
      parsePreferencesCookie(`session=abc; ${COOKIE_NAME}=v=1&theme=white-on-black`).selectedColorTheme,
    ).toBe('white-on-black')
  })

  it('does not mistake a cookie whose name merely ends or starts the same way', () => {
    expect(textSize(`x${COOKIE_NAME}=v=1&text=2`)).toBe(1)
    expect(textSize(`${COOKIE_NAME}x=v=1&text=2`)).toBe(1)
    expect(textSize(`other=${COOKIE_NAME}=v=1&text=2`)).toBe(1)
  })

  it('takes the first cookie when the name repeats (the browser sends the most specific path first)', () => {
    expect(
      parsePreferencesCookie(`${COOKIE_NAME}=v=1&text=2; ${COOKIE_NAME}=v=1&text=3`).fontSizeMultiplier,
    ).toBe(2)
  })

  it.each([
    ['no header', undefined],
    ['a null header', null],
    ['an empty header', ''],
    ['a header of separators', ';;; ;'],
    ['the name without a value', `${COOKIE_NAME}=`],
    ['the name without =', COOKIE_NAME],
    ['garbage', '\u0000\uffff;=;='],
  ])('return the defaults for %s', (_, header) => {
    expect(parsePreferencesCookie(header as string)).toEqual(DEFAULT_PREFERENCES)
  })
})

describe('preferencesCookieString', () => {
  const changed = { ...DEFAULT_PREFERENCES, fontSizeMultiplier: 1.2 }

  it('writes a session cookie before consent: no Max-Age or Expires', () => {
    expect(preferencesCookieString(changed, { persistent: false, secure: false })).toBe(
      `${COOKIE_NAME}=v=2&text=1.2; Path=/; SameSite=Lax`,
    )
  })

  it('writes a 180-day cookie after consent, Secure on https', () => {
    expect(preferencesCookieString(changed, { persistent: true, secure: true })).toBe(
      `${COOKIE_NAME}=v=2&text=1.2; Path=/; Max-Age=15552000; SameSite=Lax; Secure`,
    )
  })

  it('deletes the cookie when everything is back at the defaults', () => {
    expect(preferencesCookieString(DEFAULT_PREFERENCES, { persistent: true, secure: false })).toBe(
      `${COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`,
    )
  })
})

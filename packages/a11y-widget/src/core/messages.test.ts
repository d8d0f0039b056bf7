import { describe, expect, it } from 'vitest'
import { MESSAGES, resolveMessages } from './builtInMessages.js'
import { COLOR_THEMES, FONT_CHOICES, RESIZER_KEYS } from './constants.js'
import { fontLabel, resizerActionLabel, resizerValueText } from './labels.js'
import { countedMessage, formatMessage } from './messages.js'
import { DEFAULT_PREFERENCES } from './preferences.js'

/** Every text of a language, each plural form on its own. */
function texts(messages: object): [string, string][] {
  return Object.entries(messages).flatMap(([key, text]) =>
    typeof text === 'string'
      ? [[key, text]]
      : Object.entries(text).map(([form, t]) => [`${key}.${form}`, String(t)]),
  ) as [string, string][]
}

describe('messages', () => {
  it('have the same keys in Slovenian and English, none empty', () => {
    expect(Object.keys(MESSAGES.sl).sort()).toEqual(Object.keys(MESSAGES.en).sort())
    for (const messages of Object.values(MESSAGES)) {
      for (const [key, text] of texts(messages)) expect(text.trim(), key).not.toBe('')
    }
  })

  it('name every font and scheme', () => {
    for (const font of FONT_CHOICES) expect(fontLabel(font, MESSAGES.sl)).toBeTruthy()
    // The names no language translates come from the widget, unless a pack or the host gives its own.
    expect(fontLabel('georgia', MESSAGES.sl)).toBe('Georgia')
    expect(fontLabel('georgia', { ...MESSAGES.sl, 'font.georgia': 'ジョージア' })).toBe('ジョージア')
    expect(fontLabel('default', MESSAGES.sl)).toBe('Pisava spletnega mesta')
    for (const theme of COLOR_THEMES) expect(MESSAGES.en[`theme.${theme}`]).toBeTruthy()
  })

  it('make no compliance claims and name nothing after a disability', () => {
    const forbidden =
      /complian|skladn|WCAG|dyslexi(?!c\b)|disab|invalid|slep|blind|gluh|deaf|epilep|ADHD|motor|vision|vid\b|fix/i
    for (const messages of Object.values(MESSAGES)) {
      for (const [key, text] of texts(messages)) {
        // The font is called OpenDyslexic; that is its name, not a mode.
        if (key === 'font.opendyslexic') continue
        expect(text, key).not.toMatch(forbidden)
      }
    }
  })

  it('let the host override any text', () => {
    expect(resolveMessages('en', { title: 'Display options' }).title).toBe('Display options')
    expect(resolveMessages('en', { title: 'Display options' }).close).toBe('Close')
  })

  it('fill placeholders and leave unknown ones visible', () => {
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}')
  })

  it('count in the plural form the language uses, with its digits and separators', () => {
    expect(countedMessage(MESSAGES.en.storagePersistent, 1, 'en')).toBe('We keep your settings for 1 day.')
    expect(countedMessage(MESSAGES.en.storagePersistent, 180, 'en')).toBe(
      'We keep your settings for 180 days.',
    )
    expect(countedMessage(MESSAGES.sl.storagePersistent, 102, 'sl')).toBe(
      'Nastavitve si zapomnimo za 102\u00a0dneva.',
    )
    expect(countedMessage(MESSAGES.sl.storagePersistent, 180, 'sl')).toBe(
      'Nastavitve si zapomnimo za 180\u00a0dni.',
    )
    expect(countedMessage('{count} Tage', 1000, 'de')).toBe('1.000 Tage')
  })
})

describe('resizer labels', () => {
  it("read 'Default' or the localized name for it at the default", () => {
    expect(resizerValueText(DEFAULT_PREFERENCES, 'fontSizeMultiplier', MESSAGES.en)).toBe('Default')
    expect(resizerValueText(DEFAULT_PREFERENCES, 'fontSizeMultiplier', MESSAGES.sl)).toBe('Privzeto')
  })

  it('read +N% / −N% against the default, with Slovenian spacing before the sign', () => {
    const p = { ...DEFAULT_PREFERENCES, fontSizeMultiplier: 1.3, lineSpacingMultiplier: 0.9 }
    expect(resizerValueText(p, 'fontSizeMultiplier', MESSAGES.en)).toBe('+30%')
    expect(resizerValueText(p, 'fontSizeMultiplier', MESSAGES.sl)).toBe('+30\u00a0%')
    expect(resizerValueText(p, 'lineSpacingMultiplier', MESSAGES.en)).toBe('\u221210%')
  })

  it('put the sign where the language writes it when the text places {sign} (Turkish +%30)', () => {
    const p = { ...DEFAULT_PREFERENCES, fontSizeMultiplier: 1.3, lineSpacingMultiplier: 0.9 }
    const turkish = { ...MESSAGES.en, valuePercent: '{sign}%{value}' }
    expect(resizerValueText(p, 'fontSizeMultiplier', turkish)).toBe('+%30')
    expect(resizerValueText(p, 'lineSpacingMultiplier', turkish)).toBe('\u2212%10')
  })

  it('say so at a limit', () => {
    const p = { ...DEFAULT_PREFERENCES, fontSizeMultiplier: 4, lineSpacingMultiplier: 0.8 }
    expect(resizerValueText(p, 'fontSizeMultiplier', MESSAGES.en)).toBe('+300% (maximum)')
    expect(resizerValueText(p, 'lineSpacingMultiplier', MESSAGES.sl)).toBe('\u221220\u00a0% (najmanj)')
    expect(resizerValueText(DEFAULT_PREFERENCES, 'letterSpacingMultiplier', MESSAGES.en)).toBe(
      'Default (minimum)',
    )
  })

  it('name each button with its action and setting', () => {
    expect(resizerActionLabel('increase', 'fontSizeMultiplier', MESSAGES.en)).toBe('Increase text size')
    expect(resizerActionLabel('decrease', 'lineSpacingMultiplier', MESSAGES.sl)).toBe(
      'Zmanjšaj razmik med vrsticami',
    )
    for (const key of RESIZER_KEYS) {
      expect(resizerActionLabel('reset', key, MESSAGES.sl)).toMatch(/^Ponastavi [a-zčšž ]+$/)
    }
  })
})

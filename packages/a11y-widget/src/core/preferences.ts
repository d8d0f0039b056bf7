import {
  COLOR_THEMES,
  type ColorTheme,
  FONT_CHOICES,
  type FontChoice,
  RESIZERS,
  type ResizerKey,
  TOGGLE_KEYS,
  type ToggleKey,
} from './constants.js'

/** The visitor's accessibility preferences. */
export interface Preferences {
  /** Pause animations, as the visitor set it. See `animationsPausedChosen`. */
  animationsPaused: boolean
  /**
   * True once the visitor has flipped "pause animations". Until then `prefers-reduced-motion: reduce`
   * decides, so the effective value can be true while `animationsPaused` is false.
   */
  animationsPausedChosen: boolean
  imagesHidden: boolean
  linksHighlighted: boolean
  /** A thick two-colour outline around whatever has keyboard focus, on every focusable element. */
  focusHighlighted: boolean
  cursorEnlarged: boolean
  /** The host's text in a heavier weight (bold; headings and strong text heavier still). */
  textBold: boolean
  /** The host's prose aligned to the start of the line (left in left-to-right text), never justified. */
  textAlignedStart: boolean
  /** The host's prose at most about 70 characters wide. */
  lineLengthLimited: boolean
  /** A band that follows the pointer and the focused element (loads its code only when on). */
  readingGuide: boolean
  /** A button that reads the selected text aloud with the browser's speech synthesis, where it exists. */
  readAloud: boolean
  fontSizeMultiplier: number
  lineSpacingMultiplier: number
  letterSpacingMultiplier: number
  wordSpacingMultiplier: number
  /** Space added after paragraphs, in em, on top of the host's own. */
  paragraphSpacingMultiplier: number
  selectedFont: FontChoice
  /** The colour scheme, as the visitor set it. See `colorThemeChosen`. */
  selectedColorTheme: ColorTheme
  /**
   * True once the visitor has picked a scheme (the default one included). Until then
   * `prefers-contrast: more` shows the black-on-white scheme (a CSS media query, so the server needs
   * no guess), as `prefers-reduced-motion` pauses animations.
   */
  colorThemeChosen: boolean
}

/** Defaults: every switch off, multipliers at their defaults, the host's font and colours. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
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

/** Rounds to one decimal (values are shown and stored so) and removes binary noise such as 1.2000000000000002. */
export function roundToOneDecimal(value: number): number {
  // `|| 0` turns -0 into 0, so it prints as "0".
  return Math.round(value * 10) / 10 || 0
}

/** Whether `value` is one of the values a resizer can take: in range and on a step. */
export function isResizerValue(key: ResizerKey, value: number): boolean {
  const { min, max, step } = RESIZERS[key]
  if (!Number.isFinite(value) || value < min - 1e-9 || value > max + 1e-9) return false
  const steps = (value - min) / step
  return Math.abs(steps - Math.round(steps)) < 1e-6
}

export function isFontChoice(value: unknown): value is FontChoice {
  return (FONT_CHOICES as readonly unknown[]).includes(value)
}

export function isColorTheme(value: unknown): value is ColorTheme {
  return (COLOR_THEMES as readonly unknown[]).includes(value)
}

/** Effective "pause animations": the visitor's choice, else the system's reduced-motion setting. */
export function effectiveAnimationsPaused(
  preferences: Preferences,
  systemPrefersReducedMotion: boolean,
): boolean {
  if (preferences.animationsPaused) return true
  return preferences.animationsPausedChosen ? false : systemPrefersReducedMotion
}

export function withToggle(preferences: Preferences, key: ToggleKey, on: boolean): Preferences {
  if (key === 'animationsPaused')
    return { ...preferences, animationsPaused: on, animationsPausedChosen: true }
  return { ...preferences, [key]: on }
}

/** One step up (`direction` 1) or down (-1), clamped to the range and rounded to one decimal. */
export function stepResizer(preferences: Preferences, key: ResizerKey, direction: 1 | -1): Preferences {
  const { min, max, step } = RESIZERS[key]
  const next = roundToOneDecimal(Math.min(max, Math.max(min, preferences[key] + direction * step)))
  return { ...preferences, [key]: next }
}

/** The visitor's pick of a scheme: it now wins over `prefers-contrast`, even when it is the default. */
export function withColorTheme(preferences: Preferences, theme: ColorTheme): Preferences {
  return { ...preferences, selectedColorTheme: theme, colorThemeChosen: true }
}

export function resetResizer(preferences: Preferences, key: ResizerKey): Preferences {
  return { ...preferences, [key]: RESIZERS[key].default }
}

export function samePreferences(a: Preferences, b: Preferences): boolean {
  return (Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]).every((key) => a[key] === b[key])
}

/**
 * Completes and validates a partial record, e.g. a host's `initialPreferences`: every field that is
 * missing, of the wrong type or out of range takes its default.
 */
export function normalizePreferences(input: unknown): Preferences {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const result: Preferences = { ...DEFAULT_PREFERENCES }
  for (const key of [...TOGGLE_KEYS, 'animationsPausedChosen', 'colorThemeChosen'] as const) {
    if (typeof source[key] === 'boolean') result[key] = source[key]
  }
  if (result.animationsPaused) result.animationsPausedChosen = true
  for (const key of Object.keys(RESIZERS) as ResizerKey[]) {
    const value = source[key]
    if (typeof value === 'number' && isResizerValue(key, value)) result[key] = roundToOneDecimal(value)
  }
  if (isFontChoice(source.selectedFont)) result.selectedFont = source.selectedFont
  if (isColorTheme(source.selectedColorTheme)) result.selectedColorTheme = source.selectedColorTheme
  if (result.selectedColorTheme !== 'default') result.colorThemeChosen = true
  return result
}

/*
 * What only the open dialog reads off the preferences: a resizer's default, limit and percentage, and
 * when the dialog goes to one column. Apart from preferences.ts so it loads with the dialog's chunk
 * rather than with every page (as browser/dialogDom.ts does beside browser/dom.ts).
 */
import { RESIZERS, type ResizerKey } from './constants.js'
import type { Preferences } from './preferences.js'

/** Default of each multiplier. */
export const RESIZER_DEFAULTS: Readonly<Record<ResizerKey, number>> = Object.freeze({
  fontSizeMultiplier: RESIZERS.fontSizeMultiplier.default,
  lineSpacingMultiplier: RESIZERS.lineSpacingMultiplier.default,
  letterSpacingMultiplier: RESIZERS.letterSpacingMultiplier.default,
  wordSpacingMultiplier: RESIZERS.wordSpacingMultiplier.default,
  paragraphSpacingMultiplier: RESIZERS.paragraphSpacingMultiplier.default,
})

export type ResizerLimit = 'min' | 'max' | null

/** Which limit, if any, the resizer sits at. */
export function resizerLimit(preferences: Preferences, key: ResizerKey): ResizerLimit {
  const { min, max } = RESIZERS[key]
  const value = preferences[key]
  if (value >= max - 1e-9) return 'max'
  if (value <= min + 1e-9) return 'min'
  return null
}

/** Signed difference from the default in percent, e.g. 1.3 → 30, 0.8 → -20, letter 0.2 → 20. */
export function percentFromDefault(key: ResizerKey, value: number): number {
  return Math.round((value - RESIZERS[key].default) * 100)
}

/** The dialog goes to one column when the font multiplier is above 3.5 or line spacing above 3. */
const SINGLE_COLUMN_ABOVE = { fontSizeMultiplier: 3.5, lineSpacingMultiplier: 3 } as const

/** A single column in the dialog when text is above 3.5 or line spacing above 3. */
export function needsSingleColumn(preferences: Preferences): boolean {
  return (
    preferences.fontSizeMultiplier > SINGLE_COLUMN_ABOVE.fontSizeMultiplier ||
    preferences.lineSpacingMultiplier > SINGLE_COLUMN_ABOVE.lineSpacingMultiplier
  )
}

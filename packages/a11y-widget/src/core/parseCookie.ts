import { COOKIE_NAME, COOKIE_VERSION, RESIZERS, type ResizerKey } from './constants.js'
import {
  DEFAULT_PREFERENCES,
  isColorTheme,
  isFontChoice,
  isResizerValue,
  type Preferences,
  roundToOneDecimal,
} from './preferences.js'

// Reads the stored format that cookie.ts writes (its description is there).

// A Map, not an object: a cookie key such as `constructor` must not find Object.prototype members.
const RESIZER_BY_ATTRIBUTE = new Map<string, ResizerKey>(
  (Object.keys(RESIZERS) as ResizerKey[]).map((key) => [RESIZERS[key].attribute, key]),
)

const NUMBER = /^-?\d+(\.\d+)?$/

/**
 * Reads a stored value. Never throws: unknown versions, unknown keys, wrong types, off-step and
 * out-of-range values all fall back to the defaults, field by field. The first occurrence of a key wins.
 */
export function parsePreferencesValue(value: string | null | undefined): Preferences {
  const result: Preferences = { ...DEFAULT_PREFERENCES }
  if (typeof value !== 'string' || value === '') return result
  let decoded: string
  try {
    // Tolerates a value someone percent-encoded; a malformed escape means garbage.
    decoded = decodeURIComponent(value)
  } catch {
    return result
  }
  const pairs = new Map<string, string>()
  for (const part of decoded.split('&')) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    const key = part.slice(0, index)
    if (!pairs.has(key)) pairs.set(key, part.slice(index + 1))
  }
  if (pairs.get('v') !== COOKIE_VERSION) return result
  for (const [key, raw] of pairs) {
    const resizer = RESIZER_BY_ATTRIBUTE.get(key)
    if (resizer !== undefined) {
      if (!NUMBER.test(raw)) continue
      const number = Number(raw)
      if (isResizerValue(resizer, number)) result[resizer] = roundToOneDecimal(number)
      continue
    }
    switch (key) {
      case 'font':
        if (isFontChoice(raw)) result.selectedFont = raw
        break
      case 'theme':
        if (isColorTheme(raw)) result.selectedColorTheme = raw
        break
      case 'motion':
        if (raw === 'paused' || raw === 'running') {
          result.animationsPaused = raw === 'paused'
          result.animationsPausedChosen = true
        }
        break
      case 'images':
        if (raw === 'hidden') result.imagesHidden = true
        break
      case 'links':
        if (raw === 'highlighted') result.linksHighlighted = true
        break
      case 'cursor':
        if (raw === 'large') result.cursorEnlarged = true
        break
    }
  }
  return result
}

/**
 * The raw value of cookie `name` in a Cookie header or `document.cookie`; the first one wins.
 * @internal
 */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string = COOKIE_NAME,
): string | null {
  if (typeof cookieHeader !== 'string') return null
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trimStart()
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1).trimEnd()
  }
  return null
}

/** Parses a request's Cookie header (or `document.cookie`) into preferences; never throws. */
export function parsePreferencesCookie(cookieHeader: string | null | undefined): Preferences {
  return parsePreferencesValue(readCookie(cookieHeader))
}

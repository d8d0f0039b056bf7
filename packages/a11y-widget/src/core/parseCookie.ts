import {
  COOKIE_NAME,
  COOKIE_READABLE_VERSIONS,
  RESIZERS,
  type ResizerKey,
  TOGGLE_ATTRIBUTES,
  type ToggleKey,
} from './constants.js'
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

const TOGGLE_BY_ATTRIBUTE = new Map<string, [Exclude<ToggleKey, 'animationsPaused'>, string]>(
  (
    Object.entries(TOGGLE_ATTRIBUTES) as [Exclude<ToggleKey, 'animationsPaused'>, readonly [string, string]][]
  ).map(([key, [attribute, value]]) => [attribute, [key, value]]),
)

const NUMBER = /^-?\d+(\.\d+)?$/

/**
 * Reads a stored value. Never throws: unknown versions, unknown keys, wrong types, off-step and
 * out-of-range values all fall back to the defaults, field by field. The first occurrence of a key wins.
 *
 * Migration from version 1 (widget 1.0): its keys mean the same in version 2, which only added keys,
 * except `theme=default`. Version 1 never wrote it (the default scheme needed no entry), so in a
 * version 1 value it does not count as a choice that beats `prefers-contrast`.
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
  const version = pairs.get('v')
  if (!(COOKIE_READABLE_VERSIONS as readonly (string | undefined)[]).includes(version)) return result
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
        if (isColorTheme(raw) && !(version === '1' && raw === 'default')) {
          result.selectedColorTheme = raw
          result.colorThemeChosen = true
        }
        break
      case 'motion':
        if (raw === 'paused' || raw === 'running') {
          result.animationsPaused = raw === 'paused'
          result.animationsPausedChosen = true
        }
        break
      default: {
        const toggle = TOGGLE_BY_ATTRIBUTE.get(key)
        if (toggle !== undefined && raw === toggle[1]) result[toggle[0]] = true
      }
    }
  }
  return result
}

/** The raw value of the preferences cookie in a Cookie header or `document.cookie`; the first one wins. */
function readCookie(cookieHeader: string | null | undefined): string | null {
  if (typeof cookieHeader !== 'string') return null
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trimStart()
    if (trimmed.startsWith(`${COOKIE_NAME}=`)) return trimmed.slice(COOKIE_NAME.length + 1).trimEnd()
  }
  return null
}

/** Parses a request's Cookie header (or `document.cookie`) into preferences; never throws. */
export function parsePreferencesCookie(cookieHeader: string | null | undefined): Preferences {
  return parsePreferencesValue(readCookie(cookieHeader))
}

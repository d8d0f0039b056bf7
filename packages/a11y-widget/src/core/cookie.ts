import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAME,
  COOKIE_VERSION,
  RESIZERS,
  type ResizerKey,
} from './constants.js'
import {
  DEFAULT_PREFERENCES,
  isColorTheme,
  isFontChoice,
  isResizerValue,
  type Preferences,
  roundToOneDecimal,
} from './preferences.js'

/*
 * Stored format, version 1: `v=1&text=1.3&theme=white-on-black&motion=paused`.
 * Only fields that differ from the defaults are written. Keys and values are exactly the `data-a11y-*`
 * attribute suffixes and values (plus `theme` for `data-theme`), so the pre-paint script can copy them
 * to <html> after a check, and every character is legal in a cookie without encoding.
 */

// A Map, not an object: a cookie key such as `constructor` must not find Object.prototype members.
const RESIZER_BY_ATTRIBUTE = new Map<string, ResizerKey>(
  (Object.keys(RESIZERS) as ResizerKey[]).map((key) => [RESIZERS[key].attribute, key]),
)

/** The non-default preferences as attribute suffix → value pairs, in a stable order. */
export function preferenceEntries(preferences: Preferences): [string, string][] {
  const entries: [string, string][] = []
  for (const key of Object.keys(RESIZERS) as ResizerKey[]) {
    const value = roundToOneDecimal(preferences[key])
    if (value !== RESIZERS[key].default) entries.push([RESIZERS[key].attribute, String(value)])
  }
  if (preferences.selectedFont !== 'default') entries.push(['font', preferences.selectedFont])
  if (preferences.selectedColorTheme !== 'default') entries.push(['theme', preferences.selectedColorTheme])
  if (preferences.animationsPaused) entries.push(['motion', 'paused'])
  else if (preferences.animationsPausedChosen) entries.push(['motion', 'running'])
  if (preferences.imagesHidden) entries.push(['images', 'hidden'])
  if (preferences.linksHighlighted) entries.push(['links', 'highlighted'])
  if (preferences.cursorEnlarged) entries.push(['cursor', 'large'])
  return entries
}

/** The cookie value for `preferences`, or null when everything is at its default (no cookie needed). */
export function serializePreferences(preferences: Preferences): string | null {
  const entries = preferenceEntries(preferences)
  if (entries.length === 0) return null
  return [['v', COOKIE_VERSION], ...entries].map(([key, value]) => `${key}=${value}`).join('&')
}

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

/** The raw value of cookie `name` in a Cookie header or `document.cookie`; the first one wins. */
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

export interface CookieWriteOptions {
  /** Consent given: keep for 180 days. Otherwise a session cookie. */
  persistent: boolean
  /** Add `Secure` (pages served over https). */
  secure: boolean
}

/** The `document.cookie` assignment that stores `preferences`, or deletes the cookie when at defaults. */
export function preferencesCookieString(preferences: Preferences, options: CookieWriteOptions): string {
  const value = serializePreferences(preferences)
  const secure = options.secure ? '; Secure' : ''
  if (value === null) return `${COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
  const lifetime = options.persistent ? `; Max-Age=${COOKIE_MAX_AGE_SECONDS}` : ''
  return `${COOKIE_NAME}=${value}; Path=/${lifetime}; SameSite=Lax${secure}`
}

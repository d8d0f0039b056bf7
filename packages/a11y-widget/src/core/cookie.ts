import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAME,
  COOKIE_VERSION,
  RESIZERS,
  type ResizerKey,
  TOGGLE_ATTRIBUTES,
} from './constants.js'
import { type Preferences, roundToOneDecimal } from './preferences.js'

/*
 * Stored format, version 2: `v=2&text=1.3&theme=white-on-black&motion=paused&align=start`.
 * Only fields that differ from the defaults are written. Keys and values are exactly the `data-a11y-*`
 * attribute suffixes and values (plus `theme` for `data-theme`), so the pre-paint script can copy them
 * to <html> after a check, and every character is legal in a cookie without encoding.
 * `theme=default` records that the visitor picked the default scheme, which then wins over
 * `prefers-contrast: more` (version 1 never wrote it). Writing is here; reading is in parseCookie.ts
 * (with the migration from version 1), which a page that got its preferences from the server never
 * needs in the browser.
 */

/** The non-default preferences as attribute suffix → value pairs, in a stable order. */
export function preferenceEntries(preferences: Preferences): [string, string][] {
  const entries: [string, string][] = []
  for (const key of Object.keys(RESIZERS) as ResizerKey[]) {
    const value = roundToOneDecimal(preferences[key])
    if (value !== RESIZERS[key].default) entries.push([RESIZERS[key].attribute, String(value)])
  }
  if (preferences.selectedFont !== 'default') entries.push(['font', preferences.selectedFont])
  if (preferences.selectedColorTheme !== 'default' || preferences.colorThemeChosen)
    entries.push(['theme', preferences.selectedColorTheme])
  if (preferences.animationsPaused) entries.push(['motion', 'paused'])
  else if (preferences.animationsPausedChosen) entries.push(['motion', 'running'])
  for (const [key, [attribute, value]] of Object.entries(TOGGLE_ATTRIBUTES) as [
    keyof typeof TOGGLE_ATTRIBUTES,
    readonly [string, string],
  ][]) {
    if (preferences[key]) entries.push([attribute, value])
  }
  return entries
}

/** The cookie value for `preferences`, or null when everything is at its default (no cookie needed). */
export function serializePreferences(preferences: Preferences): string | null {
  const entries = preferenceEntries(preferences)
  if (entries.length === 0) return null
  return [['v', COOKIE_VERSION], ...entries].map(([key, value]) => `${key}=${value}`).join('&')
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

import { LOCALE_COOKIE, LOCALE_COOKIE_PATH, PREFERENCE_COOKIE_MAX_AGE } from '@firma/i18n'
import { readCookie } from '../lib/cookies.js'

/**
 * The `Set-Cookie`-style string that stores the chosen language. The language is a preference like
 * the accessibility settings: before consent it lasts the session only (no Max-Age); once the
 * visitor agreed, 180 days. Path /, SameSite=Lax; Secure over https.
 *
 * The site keeps no separate locale-redirect record: this cookie alone decides the redirect at "/",
 * so nothing here lives 365 days.
 */
export function localeCookie(locale: string, consent: boolean, https: boolean): string {
  const lifetime = consent ? `; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}` : ''
  const secure = https ? '; Secure' : ''
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=${LOCALE_COOKIE_PATH}; SameSite=Lax${lifetime}${secure}`
}

/** Remembers an explicit language choice for the next visit to "/" (see {@link localeCookie}). */
export function rememberLocale(locale: string, consent: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written on an explicit choice.
  document.cookie = localeCookie(locale, consent, window.location.protocol === 'https:')
}

/** When consent changes, an existing language choice moves between session and persistent storage. */
export function applyConsentToLocaleCookie(consent: boolean): void {
  const locale = readCookie(document.cookie, LOCALE_COOKIE)
  if (locale) rememberLocale(locale, consent)
}

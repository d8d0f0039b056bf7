import { LOCALE_COOKIE, LOCALE_COOKIE_PATH, LOCALE_REDIRECT_COOKIE_MAX_AGE } from '@firma/i18n'
import { readCookie } from './cookies.js'

function secure(): string {
  return window.location.protocol === 'https:' ? '; Secure' : ''
}

/**
 * Remembers an explicit language choice for the next visit to "/" (SPEC section 4): for the session
 * before consent, for 365 days after it. Path /, SameSite=Lax.
 */
export function rememberLocale(locale: string, consent: boolean): void {
  const lifetime = consent ? `; Max-Age=${LOCALE_REDIRECT_COOKIE_MAX_AGE}` : ''
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written on an explicit choice.
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=${LOCALE_COOKIE_PATH}; SameSite=Lax${lifetime}${secure()}`
}

/** When consent changes, an existing language choice moves between session and persistent storage. */
export function applyConsentToLocaleCookie(consent: boolean): void {
  const locale = readCookie(document.cookie, LOCALE_COOKIE)
  if (locale) rememberLocale(locale, consent)
}

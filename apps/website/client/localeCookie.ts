import { LOCALE_COOKIE, LOCALE_COOKIE_PATH } from '@firma/i18n'
import { preferenceCookieAttributes } from '../shared/cookies.js'
import { cookieString, readDocumentCookie, writeDocumentCookie } from './documentCookies.js'

/**
 * The `Set-Cookie`-style string that stores the chosen language. The language is a preference like
 * the accessibility settings: before consent it lasts the session only (no Max-Age); once the
 * visitor agreed, 180 days. Path /, SameSite=Lax; Secure over https.
 *
 * The site keeps no separate locale-redirect record: this cookie alone decides the redirect at "/",
 * so nothing here lives 365 days.
 * @internal
 */
export function localeCookie(locale: string, consent: boolean, https: boolean): string {
  return cookieString(LOCALE_COOKIE, locale, localeCookieAttributes(consent, https))
}

function localeCookieAttributes(consent: boolean, https: boolean) {
  return preferenceCookieAttributes({ persistent: consent, secure: https, path: LOCALE_COOKIE_PATH })
}

/** Remembers an explicit language choice for the next visit to "/" (see {@link localeCookie}). */
export function rememberLocale(locale: string, consent: boolean): void {
  writeDocumentCookie(
    LOCALE_COOKIE,
    locale,
    localeCookieAttributes(consent, window.location.protocol === 'https:'),
  )
}

/** When consent changes, an existing language choice moves between session and persistent storage. */
export function applyConsentToLocaleCookie(consent: boolean): void {
  const locale = readDocumentCookie(LOCALE_COOKIE)
  if (locale) rememberLocale(locale, consent)
}

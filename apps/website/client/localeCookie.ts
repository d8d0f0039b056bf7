import { LOCALE_COOKIE, LOCALE_COOKIE_PATH } from '@firma/i18n'
import { preferenceCookieAttributes } from '../shared/cookies.js'
import { readDocumentCookie, writeDocumentCookie } from './documentCookies.js'

function localeCookieAttributes(consent: boolean, https: boolean) {
  return preferenceCookieAttributes({ persistent: consent, secure: https, path: LOCALE_COOKIE_PATH })
}

/**
 * Remembers an explicit language choice for the next visit to "/". The language is a preference like
 * the accessibility settings: before consent the cookie lasts the session only; once the visitor agreed,
 * 180 days. The site keeps no separate locale-redirect record, so nothing here lives 365 days.
 */
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

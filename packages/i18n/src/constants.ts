// Cookie constants that concern language. i18n only names them: the website
// reads and writes the cookies.

/** Name of the cookie that holds the chosen locale (`sl` or `en`). */
export const LOCALE_COOKIE = 'locale'

/**
 * Lifetime of a cookie that records the locale redirect, if a site keeps one: 365 days, in seconds, and
 * never set before consent. The language choice itself is a preference: {@link PREFERENCE_COOKIE_MAX_AGE}.
 */
export const LOCALE_REDIRECT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Lifetime of preference cookies (language and accessibility) once consent is given: 180 days, in seconds. */
export const PREFERENCE_COOKIE_MAX_AGE = 15_552_000

/** Path attribute of the locale cookie: the whole site. */
export const LOCALE_COOKIE_PATH = '/'

/** SameSite attribute of the locale cookie. */
export const LOCALE_COOKIE_SAME_SITE = 'lax'

/** The site's languages (SPEC section 3). Slovenian is the default and has no URL prefix. */
export const locales = ['sl', 'en'] as const

export type Locale = (typeof locales)[number]

/** The default locale: Slovenian (SPEC sections 1 and 9). */
export const defaultLocale: Locale = 'sl'

/** True when `value` is one of the supported locale codes; anything else is ignored wherever it appears. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The site's languages. Slovenian is the default and has no URL prefix. */
export const locales = ['sl', 'en'] as const

export type Locale = (typeof locales)[number]

/** The default locale: Slovenian. */
export const defaultLocale: Locale = 'sl'

/** True when `value` is one of the supported locale codes; anything else is ignored wherever it appears. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** What the site knows about a locale. */
export interface LocaleInfo {
  /** The locale code used in URLs, cookies and `<html lang>`. */
  readonly code: Locale
  /** ISO 3166-1 alpha-2 region, lowercase; `null` where the spec names no region. */
  readonly countryCode: string | null
  /** The language's own name (endonym), as a language selector shows it. */
  readonly name: string
  /** The value for `<link rel="alternate" hreflang>`. */
  readonly hreflang: string
  /** The language code written into sitemap.xml alternates. */
  readonly sitemapCode: string
}

/** Locale entries by code. The spec gives a region (`si`) only for Slovenian, so English has none. */
export const localeInfo: { readonly [L in Locale]: LocaleInfo } = {
  sl: { code: 'sl', countryCode: 'si', name: 'Slovenščina', hreflang: 'sl', sitemapCode: 'sl' },
  en: { code: 'en', countryCode: null, name: 'English', hreflang: 'en', sitemapCode: 'en' },
}

/** The other of the two locales: the target of the language selector. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'sl' ? 'en' : 'sl'
}

import { match } from '@formatjs/intl-localematcher'
import { LOCALE_COOKIE } from './constants.js'
import { defaultLocale, isLocale, type Locale, locales } from './locales.js'

/** One entry of an Accept-Language header. */
export interface LanguagePreference {
  /** Canonical BCP 47 tag, e.g. `sl-SI`. */
  readonly tag: string
  /** Quality between 0 (exclusive) and 1. */
  readonly q: number
}

// Browsers send a handful of entries; the caps bound the work a hostile header can cause.
const MAX_HEADER_LENGTH = 4096
const MAX_ENTRIES = 32

const languageTagPattern = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/
// RFC 9110 section 12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
const qValuePattern = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

function canonicalTag(tag: string): string | null {
  if (!languageTagPattern.test(tag)) return null
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null
  } catch {
    return null
  }
}

/**
 * Parses an Accept-Language header into preferences, highest quality first (list order kept at equal
 * quality). Drops `*`, invalid tags, invalid or zero qualities. Never throws.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguagePreference[] {
  if (typeof header !== 'string' || header === '') return []
  const preferences: LanguagePreference[] = []
  for (const entry of header.slice(0, MAX_HEADER_LENGTH).split(',', MAX_ENTRIES)) {
    const [rawTag = '', ...parameters] = entry.split(';')
    let q = 1
    let valid = true
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=', 2).map((part) => part.trim())
      if (name.toLowerCase() !== 'q') continue
      if (!qValuePattern.test(value)) valid = false
      else q = Number(value)
    }
    const tag = canonicalTag(rawTag.trim())
    if (valid && tag !== null && q > 0) preferences.push({ tag, q })
  }
  // Array.prototype.sort is stable, so equal qualities keep the visitor's order.
  return preferences.sort((a, b) => b.q - a.q)
}

/**
 * The supported locale for an Accept-Language header: entries by quality, each tried exactly and then by
 * its base language (`sl-SI` → `sl`); `sl` when nothing fits. Never throws.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const requested = parseAcceptLanguage(header).map((preference) => preference.tag)
  if (requested.length === 0) return defaultLocale
  try {
    // "lookup" (RFC 4647) is the spec's rule exactly: each tag as is, then its base language.
    // "best fit" scores CLDR language distances instead, which is harder to state as a rule.
    const found = match(requested, locales, defaultLocale, { algorithm: 'lookup' })
    return isLocale(found) ? found : defaultLocale
  } catch {
    return defaultLocale
  }
}

/**
 * The locale stored in a cookie value, or `undefined` when the value is not exactly a supported code.
 * Surrounding whitespace and RFC 6265 double quotes are ignored.
 */
export function localeFromCookieValue(value: string | null | undefined): Locale | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  const unquoted =
    trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed
  return isLocale(unquoted) ? unquoted : undefined
}

/**
 * The locale in a `Cookie` request header (the cookie named {@link LOCALE_COOKIE}), or `undefined`.
 * Parses the given string only; never throws.
 */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | undefined {
  if (typeof cookieHeader !== 'string') return undefined
  for (const pair of cookieHeader.slice(0, MAX_HEADER_LENGTH * 2).split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue
    return localeFromCookieValue(pair.slice(separator + 1))
  }
  return undefined
}

/** Inputs of {@link negotiateLocale}. */
export interface NegotiationInput {
  /** The value of the locale cookie (not the whole Cookie header: see {@link localeFromCookieHeader}). */
  cookie?: string | null | undefined
  /** The Accept-Language request header. */
  acceptLanguage?: string | null | undefined
}

/**
 * The locale for a visit to `/` (the only path that negotiates): the locale cookie if it holds `sl` or `en`, else the
 * best Accept-Language match, else `sl`. Never throws.
 */
export function negotiateLocale(input: NegotiationInput = {}): Locale {
  return localeFromCookieValue(input?.cookie) ?? localeFromAcceptLanguage(input?.acceptLanguage)
}

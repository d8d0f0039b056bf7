import { buildPath, type Locale, localeInfo, locales, switchLocaleUrl } from '@firma/i18n'
import type { LanguageLink } from '@firma/ui'

/**
 * The language selector's links, one per language: this page in that language, with the query and hash
 * the visitor asked for, or that language's home page when the path matches no route (a 404), named in
 * its own language. Made on the server so the browser needs neither path matching (the route table's
 * matcher stays here) nor the table of language names.
 */
export function languageLinks(current: string, locale: Locale): LanguageLink[] {
  return locales.map((code) => ({
    locale: code,
    href: switchLocaleUrl(current, code) ?? buildPath('home', code),
    label: localeInfo[code].name,
    hreflang: localeInfo[code].hreflang,
    current: code === locale,
    // Click events (analytics): one per language.
    dataAttributes: { track: `language_${code}` },
  }))
}

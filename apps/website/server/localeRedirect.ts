import { localeFromCookieHeader, negotiateLocale } from '@firma/i18n'

/**
 * Language detection happens at "/" only (SPEC section 4): the locale cookie, else Accept-Language,
 * else Slovenian. A visitor who gets English is sent to /en; deep links are never redirected.
 * Returns the redirect target, or undefined to render the Slovenian home page.
 */
export function rootRedirect(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): string | undefined {
  const locale = negotiateLocale({
    cookie: localeFromCookieHeader(headers.cookie ?? undefined),
    acceptLanguage: headers.acceptLanguage ?? undefined,
  })
  return locale === 'en' ? '/en' : undefined
}

/** The response of "/" varies with these request headers (caches must keep them apart). */
export const ROOT_VARY = 'Accept-Language, Cookie'

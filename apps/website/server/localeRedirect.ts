import { LOCALE_COOKIE, type Locale, negotiateLocale } from '@firma/i18n'
import type { MiddlewareHandler } from 'hono'
import { readCookie } from './cookies.js'

/**
 * The visitor's language where the request names none (at "/", and for the answers to the no-JavaScript
 * forms and the contact API): the locale cookie, else Accept-Language, else Slovenian.
 */
export function visitorLocale(headers: Headers): Locale {
  return negotiateLocale({
    cookie: readCookie(headers.get('cookie'), LOCALE_COOKIE),
    acceptLanguage: headers.get('accept-language') ?? undefined,
  })
}

export const ROOT_VARY = 'Accept-Language, Cookie'

/** Language detection happens at "/" only; deep links are never redirected. */
export const rootLanguageRedirect: MiddlewareHandler = async (c, next) => {
  if (visitorLocale(c.req.raw.headers) === 'en') {
    c.header('Vary', ROOT_VARY)
    return c.redirect('/en', 302)
  }
  await next()
  const headers = new Headers(c.res.headers)
  headers.append('Vary', ROOT_VARY)
  c.res = new Response(c.res.body, { status: c.res.status, headers })
}

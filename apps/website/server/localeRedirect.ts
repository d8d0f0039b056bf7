import { LOCALE_COOKIE, negotiateLocale } from '@firma/i18n'
import type { MiddlewareHandler } from 'hono'
import { readCookie } from './cookies.js'

/**
 * Language detection happens at "/" only: the locale cookie, else Accept-Language,
 * else Slovenian. A visitor who gets English is sent to /en; deep links are never redirected.
 * Returns the redirect target, or undefined to render the Slovenian home page.
 */
export function rootRedirect(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): string | undefined {
  const locale = negotiateLocale({
    cookie: readCookie(headers.cookie, LOCALE_COOKIE),
    acceptLanguage: headers.acceptLanguage ?? undefined,
  })
  return locale === 'en' ? '/en' : undefined
}

/** The response of "/" varies with these request headers (caches must keep them apart). */
export const ROOT_VARY = 'Accept-Language, Cookie'

/** "/" as the server answers it: a redirect to /en when that is the visitor's language, else the page, either way with `Vary`. */
export const rootLanguageRedirect: MiddlewareHandler = async (c, next) => {
  const target = rootRedirect({
    cookie: c.req.header('cookie'),
    acceptLanguage: c.req.header('accept-language'),
  })
  if (target) {
    c.header('Vary', ROOT_VARY)
    return c.redirect(target, 302)
  }
  await next()
  const headers = new Headers(c.res.headers)
  headers.append('Vary', ROOT_VARY)
  c.res = new Response(c.res.body, { status: c.res.status, headers })
}

import { buildPath, LOCALE_COOKIE, negotiateLocale } from '@firma/i18n'
import { readCookie } from '../cookies.js'

/**
 * Where a no-JavaScript form post sends the visitor back: the Referer's path when it is a path of this
 * site that starts with exactly one "/" (a "//" or "/\\" path would be read by the browser as another
 * host), else the home page of the visitor's language (locale cookie, then Accept-Language).
 */
export function returnPath(request: Request): string {
  const referer = request.headers.get('referer')
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer)
    const path = `${url.pathname}${url.search}`
    if (url.origin === new URL(request.url).origin && /^\/(?![/\\])/.test(path)) return path
  }
  const locale = negotiateLocale({
    cookie: readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  })
  return buildPath('home', locale)
}

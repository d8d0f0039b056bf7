import { buildPath } from '@firma/i18n'
import { visitorLocale } from '../localeRedirect.js'

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
  return buildPath('home', visitorLocale(request.headers))
}

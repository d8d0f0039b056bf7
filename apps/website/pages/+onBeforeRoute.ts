import { canonicalPath, localeOfPath, matchPath } from '@firma/i18n'
import { redirect } from 'vike/abort'
import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'

/**
 * Localized URL → (route, locale, params), from the one route table in @firma/i18n. Pages are routed
 * on a logical URL, `/{routeId}` (`/blogPost/{id}`), so every route file stays language-free. A path
 * that matches nothing gets a logical URL no page has: Vike then renders the 404 page.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const pathname = pageContext.urlParsed.pathname
  const canonical = canonicalPath(pathname)
  if (canonical !== null && canonical !== pathname) {
    throw redirect(`${canonical}${pageContext.urlParsed.searchOriginal ?? ''}`, 301)
  }
  const match = matchPath(pathname)
  if (!match) {
    return {
      pageContext: {
        locale: localeOfPath(pathname),
        routeId: null,
        urlLogical: modifyUrl(pageContext.urlOriginal, { pathname: '/__not-found' }),
      },
    }
  }
  const logical =
    match.routeId === 'blogPost'
      ? `/blogPost/${(match.params as { id: string }).id}`
      : match.routeId === 'home'
        ? '/'
        : `/${match.routeId}`
  return {
    pageContext: {
      locale: match.locale,
      routeId: match.routeId,
      urlLogical: modifyUrl(pageContext.urlOriginal, { pathname: logical }),
    },
  }
}

import { canonicalPath, localeOfPath, matchPath, type RouteId } from '@firma/i18n'
import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'

/** The routes a page can serve: every route but sitemap.xml, which the server answers itself. */
export type PageRoute = Exclude<RouteId, 'sitemapXml'>

/**
 * The routing of every page, in two steps. First +onBeforeRoute calls this once per navigation: a
 * path that is not in its canonical form is redirected (301, query kept); otherwise the path is
 * matched against the route table of @firma/i18n, which gives the page its language, its route id and
 * the route's parameters. A path that matches nothing keeps `routeId: null` and the language its
 * prefix says: no page's route function then accepts it and Vike renders the 404 page.
 */
export function matchRequest(pageContext: PageContext) {
  const { pathname, searchOriginal } = pageContext.urlParsed
  const canonical = canonicalPath(pathname)
  if (canonical !== null && canonical !== pathname) throw redirect(`${canonical}${searchOriginal ?? ''}`, 301)
  const routeMatch = matchPath(pathname)
  return {
    pageContext: {
      locale: routeMatch?.locale ?? localeOfPath(pathname),
      routeId: routeMatch?.routeId ?? null,
      routeMatch,
    },
  }
}

/**
 * Second step: a page's route function (its +route.ts), accepting the URLs that matched one of the
 * page's route ids and handing on the route's parameters (a blog post's `id`) as Vike's `routeParams`.
 * A function rather than a route string also keeps Vike from prerendering the folder name as a URL:
 * each page lists its URLs in +onBeforePrerenderStart.
 */
export function pageRoute(...routeIds: readonly PageRoute[]) {
  return (pageContext: PageContext): false | { routeParams: Record<string, string> } => {
    const match = pageContext.routeMatch
    if (!match || !(routeIds as readonly RouteId[]).includes(match.routeId)) return false
    return { routeParams: { ...match.params } }
  }
}

import { buildPath, locales, type RouteId } from '@firma/i18n'
import type { PageContext } from 'vike/types'
import { postEntries } from '../content/blog/posts.js'

type StaticRouteId = Exclude<RouteId, 'blogPost' | 'sitemapXml'>

/**
 * A page's route: +onBeforeRoute has already matched the localized URL to a route id. A function route
 * (rather than the folder's route string) also keeps Vike from prerendering the folder name as a URL.
 */
export function routeIs(routeId: StaticRouteId): (pageContext: PageContext) => boolean {
  return (pageContext) => pageContext.routeId === routeId
}

/** The URLs of a page to prerender, in both languages (for the page's +onBeforePrerenderStart). */
export function prerenderUrls(...routeIds: StaticRouteId[]): string[] {
  return routeIds.flatMap((routeId) => locales.map((locale) => buildPath(routeId, locale)))
}

/**
 * Every blog post's URL in both languages. From the metadata alone: prerender hooks run at config time,
 * where the MDX bodies cannot be loaded. (Every post exists in both languages: content parity test.)
 */
export function prerenderPostUrls(): string[] {
  return locales.flatMap((locale) =>
    postEntries.map((entry) => buildPath('blogPost', locale, { id: entry.id })),
  )
}

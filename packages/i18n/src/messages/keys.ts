import type { PageRouteId, RouteId } from '../routes.js'
import type { MessageKey } from './types.js'

/**
 * The page-header and meta keys of a route: `pages.{routeId}.title`, `.subtitle` and `.description`.
 * Type-checked: a route without its three keys in the catalogue does not compile.
 */
export function pageMessageKeys<R extends RouteId>(routeId: R) {
  return {
    title: `pages.${routeId}.title`,
    subtitle: `pages.${routeId}.subtitle`,
    description: `pages.${routeId}.description`,
  } as const satisfies Record<string, MessageKey>
}

/** The navigation label key of a page, `nav.{routeId}`, as the menus and the sitemap page show it. */
export function navMessageKey<R extends PageRouteId>(routeId: R) {
  return `nav.${routeId}` as const satisfies MessageKey
}

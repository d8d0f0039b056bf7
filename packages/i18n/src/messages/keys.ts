import type { PageRouteId } from '../routes.js'
import type { MessageKey } from './types.js'

/** The navigation label key of a page, `nav.{routeId}`, as the menus and the sitemap page show it. */
export function navMessageKey<R extends PageRouteId>(routeId: R) {
  return `nav.${routeId}` as const satisfies MessageKey
}

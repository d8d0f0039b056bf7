import type { RouteId } from '@firma/i18n'
import type { PageDeclaration } from './pageDeclaration.js'

// Every page folder's declaration (pages/<page>/page.ts): the one list of the site's pages.
const declarations = import.meta.glob<PageDeclaration>('./*/page.ts', { eager: true, import: 'page' })

/** Each page with its folder's name (`about`; `_error` for the 404 and error page). */
export const sitePages: readonly (PageDeclaration & { folder: string })[] = Object.entries(declarations).map(
  ([file, page]) => ({ ...page, folder: file.split('/')[1] as string }),
)

/** The page serving `routeId`; undefined for a route no page serves (sitemap.xml) or none. */
export function pageOfRoute(routeId: RouteId | null | undefined): PageDeclaration | undefined {
  if (routeId === null || routeId === undefined) return undefined
  return sitePages.find((page) => (page.routeIds as readonly RouteId[]).includes(routeId))
}

/** The page Vike shows for a path no page serves and after a failure (pages/_error). */
export const errorPage: PageDeclaration = sitePages.find(
  (page) => page.folder === '_error',
) as PageDeclaration

import { buildPath, type Locale, type RouteId } from '@firma/i18n'

/** A link to a route in the page's language, marked current on that route's own page. */
export function routeLink(
  id: RouteId,
  locale: Locale,
  currentRoute: string | null | undefined,
  label: string,
) {
  return { href: buildPath(id, locale), label, current: id === currentRoute }
}

import { buildPath, type Locale, type ProductCategoryRouteId, productCategoryRouteIds } from '@firma/i18n'

/**
 * A link to the contact page can name a product family as the message's topic:
 * `/kontakt?tema=iptv-aplikacije`, `/en/contact-us?topic=iptv-applications`. The value is the family's
 * last path segment in that language, so the link reads like the family's own URL. A page with a query
 * is rendered per request (prerendered copies have none), so the form comes prefilled without
 * JavaScript too.
 */
const contactTopicParam: Record<Locale, string> = { sl: 'tema', en: 'topic' }

const slugOf = (familyId: ProductCategoryRouteId, locale: Locale) =>
  buildPath(familyId, locale).split('/').pop() ?? ''

/** The contact page's address with product family `familyId` as the topic. */
export function contactTopicHref(locale: Locale, familyId: ProductCategoryRouteId): string {
  return `${buildPath('contact', locale)}?${contactTopicParam[locale]}=${slugOf(familyId, locale)}`
}

/** The product family a contact page's query names as its topic; undefined for anything else. */
export function contactTopicOf(
  search: Readonly<Record<string, string>>,
  locale: Locale,
): ProductCategoryRouteId | undefined {
  const value = search[contactTopicParam[locale]]
  if (value === undefined) return undefined
  return productCategoryRouteIds.find((familyId) => slugOf(familyId, locale) === value)
}

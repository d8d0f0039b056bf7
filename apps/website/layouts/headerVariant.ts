import { productCategoryRouteIds } from '@firma/i18n'
import type { PageHeaderVariant } from '@firma/ui'

const productPages: readonly string[] = ['products', ...productCategoryRouteIds]
const companyPages: readonly string[] = ['about', 'contact']
const articlePages: readonly string[] = ['blog', 'blogPost']
const legalPages: readonly string[] = ['privacyNotice', 'accessibilityStatement', 'sitemap']

/**
 * The look of a page's header by the kind of page: the home page's first screen; the products (a band
 * in the brand colour); the company's own pages (about, contact); articles (the blog and its posts)
 * and legal pages (privacy notice, accessibility statement, sitemap) quiet, without a panel. The error
 * pages look like the company's pages.
 */
export function headerVariant(routeId: string | null | undefined): PageHeaderVariant {
  if (routeId === 'home') return 'home'
  if (routeId === null || routeId === undefined) return 'company'
  if (productPages.includes(routeId)) return 'product'
  if (articlePages.includes(routeId)) return 'article'
  if (legalPages.includes(routeId)) return 'legal'
  if (companyPages.includes(routeId)) return 'company'
  return 'company'
}

/** Whether the page's own screen draws its header (the home page, with its first screen; the product
 * families, whose header shows the drawing of the work the page is about). */
export function screenDrawsHeader(routeId: string | null | undefined): boolean {
  return routeId === 'home' || (productCategoryRouteIds as readonly string[]).includes(routeId ?? '')
}

import type { ProductCategoryRouteId } from '@firma/i18n'
import type { PageContextServer } from 'vike/types'
import { firm } from '../../content/firm/index.js'
import { productCategoryScreenContent } from './content.js'

// The family's content in the page's language only (server-only hook; it travels with the page).
// +route.ts admits only the five product category routes.
export const data = (pageContext: PageContextServer) =>
  productCategoryScreenContent(pageContext.locale, pageContext.routeId as ProductCategoryRouteId, firm)

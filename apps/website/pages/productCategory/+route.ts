import { productCategoryRouteIds } from '@firma/i18n'
import type { PageContext } from 'vike/types'

// The five product category pages share one page; +onBeforeRoute already matched the URL.
export default (pageContext: PageContext) =>
  (productCategoryRouteIds as readonly string[]).includes(pageContext.routeId ?? '')

import { productCategoryRouteIds } from '@firma/i18n'
import { pageRoute } from '../../shared/routing.js'

// The five product category pages share one page.
export default pageRoute(...productCategoryRouteIds)

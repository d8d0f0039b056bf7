import { productCategoryRouteIds } from '@firma/i18n'
import { prerenderUrls } from '../../lib/prerender.js'

export const onBeforePrerenderStart = () => prerenderUrls(...productCategoryRouteIds)

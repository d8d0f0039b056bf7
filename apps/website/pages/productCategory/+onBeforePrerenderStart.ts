import { productCategoryRouteIds } from '@firma/i18n'
import { prerenderUrls } from '../../server/prerenderUrls.js'

export const onBeforePrerenderStart = () => prerenderUrls(...productCategoryRouteIds)

import { prerenderUrls } from '../../render/prerenderUrls.js'
import { page } from './page.js'

export const onBeforePrerenderStart = () => prerenderUrls(...page.routeIds)

import { pageRoute } from '../../shared/routing.js'
import { page } from './page.js'

export default pageRoute(...page.routeIds)

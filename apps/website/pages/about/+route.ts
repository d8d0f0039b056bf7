import { pageRoute } from '../../shared/routing.js'

export default pageRoute('about')

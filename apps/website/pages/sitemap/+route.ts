import { routeIs } from '../../lib/prerender.js'

export default routeIs('sitemap')

export { SitemapScreen } from './SitemapScreen.js'

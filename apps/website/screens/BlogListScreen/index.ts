export { BlogListScreen } from './BlogListScreen.js'

export { BlogPostScreen } from './BlogPostScreen.js'

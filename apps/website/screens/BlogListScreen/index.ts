export type { BlogListScreenProps } from './BlogListScreen.js'
export { BlogListScreen, PostCard } from './BlogListScreen.js'

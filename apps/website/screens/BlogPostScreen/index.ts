export type { BlogPostScreenProps } from './BlogPostScreen.js'
export { BlogPostScreen } from './BlogPostScreen.js'
export { mdxComponents } from './mdxComponents.js'

export type { BlogPostScreenProps } from './BlogPostScreen.js'
export { BlogPostScreen } from './BlogPostScreen.js'
export type { PostBodyLabels } from './mdxComponents.js'
export { mdxComponents } from './mdxComponents.js'

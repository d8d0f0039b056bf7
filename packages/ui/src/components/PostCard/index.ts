export type { PostCardMessages, PostCardProps } from './PostCard.js'
export { PostCard } from './PostCard.js'

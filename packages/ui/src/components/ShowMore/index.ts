export type { ShowMoreMessages, ShowMoreProps } from './ShowMore.js'
export { ShowMore } from './ShowMore.js'

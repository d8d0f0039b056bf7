export type { WordmarkProps } from './Wordmark.js'
export { brandInitial, Wordmark } from './Wordmark.js'

export type { IllustrationImage, IllustrationProps } from './Illustration.js'
export { Illustration } from './Illustration.js'

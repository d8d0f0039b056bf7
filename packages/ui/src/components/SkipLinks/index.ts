export type { SkipLinksMessages, SkipLinksProps } from './SkipLinks.js'
export { SkipLinks } from './SkipLinks.js'

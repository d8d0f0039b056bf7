export type { ProseProps } from './Prose.js'
export { Prose } from './Prose.js'

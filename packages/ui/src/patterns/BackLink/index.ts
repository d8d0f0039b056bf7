export type { BackLinkProps } from './BackLink.js'
export { BackLink } from './BackLink.js'

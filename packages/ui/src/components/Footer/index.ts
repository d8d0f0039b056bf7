export type { FooterProps } from './Footer.js'
export { Footer } from './Footer.js'

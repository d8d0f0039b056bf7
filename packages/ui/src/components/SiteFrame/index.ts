export type { SiteBrand, SiteFooterProps, SiteHeaderProps } from './SiteFrame.js'
export { SiteFooter, SiteHeader } from './SiteFrame.js'

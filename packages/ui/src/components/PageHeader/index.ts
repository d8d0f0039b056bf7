export type { ImageSource, PageHeaderImage, PageHeaderProps, PageHeaderVariant } from './PageHeader.js'
export { PageHeader } from './PageHeader.js'

export type { ImageSource, PageHeaderImage, PageHeaderProps } from './PageHeader.js'
export { PageHeader } from './PageHeader.js'

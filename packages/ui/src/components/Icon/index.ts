export type { IconName, IconProps } from './Icon.js'
export { Icon, iconNames } from './Icon.js'

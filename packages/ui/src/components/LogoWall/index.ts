export type { LogoWallProps, Partner } from './LogoWall.js'
export { LogoWall } from './LogoWall.js'

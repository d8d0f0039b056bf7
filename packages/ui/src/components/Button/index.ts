export type { ButtonProps } from './Button.js'
export { Button } from './Button.js'

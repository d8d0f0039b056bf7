export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './Button.js'
export { Button, ButtonLink } from './Button.js'

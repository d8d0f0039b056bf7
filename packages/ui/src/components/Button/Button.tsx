import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

/** Visual weight of a button: filled, outlined, or looking like a text link. */
export type ButtonVariant = 'primary' | 'secondary' | 'link'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default `primary`; `link` looks like a text link but acts as a button. */
  variant?: ButtonVariant
}

/** A native button styled by the design tokens; state is exposed as data attributes, never classes. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      className={className ? `ui-button ${className}` : 'ui-button'}
      {...props}
    />
  )
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes; required, since a link without one is not a link. */
  href: string
  /** Visual weight. Default `primary`. */
  variant?: Exclude<ButtonVariant, 'link'>
}

/** A link (it navigates) that looks like a button, e.g. "see all posts". */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <a data-variant={variant} className={className ? `ui-button ${className}` : 'ui-button'} {...props} />
  )
}

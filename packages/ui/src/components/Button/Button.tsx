import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'

/** Visual weight of a button: filled, outlined, or looking like a text link. */
export type ButtonVariant = 'primary' | 'secondary' | 'link'

/** Size of a button: `sm` for dense places such as a table row, `lg` for a page's one main action. */
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default `primary`; `link` looks like a text link but acts as a button. */
  variant?: ButtonVariant
  /** Size. Default `md`; every size keeps a target of at least 24 CSS pixels (WCAG 2.5.8). */
  size?: ButtonSize
  /** A decorative icon before the text, e.g. an inline SVG in `currentColor`. The text names the button. */
  icon?: ReactNode
  /**
   * The button's action is running: a spinner shows, the button keeps its place in the tab order and
   * its name, is announced as busy and unavailable, and ignores presses until done. Default `false`.
   */
  busy?: boolean
  /** `submit` sends the form the button is in; default `button`, which only runs `onClick`. */
  type?: 'button' | 'submit' | 'reset'
}

/** A native button in the design system's look, in three weights and sizes, with an icon or busy. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      data-size={size === 'md' ? undefined : size}
      data-busy={busy ? '' : undefined}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={className ? `ui-button ${className}` : 'ui-button'}
      onClick={busy ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      {...props}
    >
      {busy ? (
        <span className="ui-button__spinner" aria-hidden="true" />
      ) : icon ? (
        <span className="ui-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  )
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes; required, since a link without one is not a link. */
  href: string
  /** Visual weight. Default `primary`. */
  variant?: Exclude<ButtonVariant, 'link'>
  /** Size. Default `md`. */
  size?: ButtonSize
  /** A decorative icon before the text. */
  icon?: ReactNode
}

/** A link (it navigates) that looks like a button, e.g. "see all posts". */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <a
      data-variant={variant}
      data-size={size === 'md' ? undefined : size}
      className={className ? `ui-button ${className}` : 'ui-button'}
      {...props}
    >
      {icon ? (
        <span className="ui-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </a>
  )
}

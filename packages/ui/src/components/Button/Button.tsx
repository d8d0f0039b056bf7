import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default `primary`. */
  variant?: 'primary' | 'secondary'
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

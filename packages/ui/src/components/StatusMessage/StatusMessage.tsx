import type { ReactNode } from 'react'

export type StatusTone = 'neutral' | 'success' | 'error'

export interface StatusMessageProps {
  /**
   * `polite` (default, `role="status"`) is read out when the screen reader pauses: progress and
   * success. `assertive` (`role="alert"`) interrupts: only for a failure the visitor must act on.
   */
  urgency?: 'polite' | 'assertive'
  /** How it looks: `neutral` (default) plain text, `success` and `error` boxed with a start border. */
  tone?: StatusTone
  /** The message: what happened, then what to do. */
  children?: ReactNode
  /** Extra class, e.g. for its place in a form. */
  className?: string
}

/**
 * A live region for a message that appears after something happened (sent, failed, saved). Render
 * it from the first render, empty, and put the message in when it happens: screen readers announce
 * content added to a region that was already there, not a region added with its content. Empty, it
 * takes no space.
 */
export function StatusMessage({
  urgency = 'polite',
  tone = 'neutral',
  children,
  className,
}: StatusMessageProps) {
  return (
    <div
      className={className ? `ui-status ${className}` : 'ui-status'}
      role={urgency === 'assertive' ? 'alert' : 'status'}
      data-tone={tone}
    >
      {children}
    </div>
  )
}

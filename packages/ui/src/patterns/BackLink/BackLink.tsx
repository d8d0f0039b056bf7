import type { ReactNode } from 'react'

export interface BackLinkProps {
  /** The page it leads back to: the list or overview the visitor came through. */
  href: string
  /** Its words, naming where it leads: “All posts”, not “Back”. */
  children: ReactNode
}

/**
 * A link back to the page one level up (from a post to all posts, from a product family to all
 * products), at the top of the page and, on a long page, at its end too. The arrow before it is drawn
 * in CSS and not read out.
 */
export function BackLink({ href, children }: BackLinkProps) {
  return (
    <a className="ui-back-link" href={href}>
      {children}
    </a>
  )
}

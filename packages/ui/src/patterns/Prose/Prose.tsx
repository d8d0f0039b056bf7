import type { ReactNode } from 'react'

export interface ProseProps {
  /**
   * The text as HTML elements: headings (`h2` to `h6`), paragraphs, lists, quotes, code, rules,
   * images, tables with a `caption` and `th` headers, as a Markdown or MDX body renders them. Start at
   * `h2`: the page's title is its `h1`.
   */
  children: ReactNode
}

/**
 * Long-form text (a blog post, a legal page, a product's description): the elements Markdown writes,
 * spaced and sized for reading at a line length of about 70 characters. A wide table scrolls within
 * its own box instead of the page.
 */
export function Prose({ children }: ProseProps) {
  return <div className="ui-prose">{children}</div>
}

import { type HTMLAttributes, type ReactElement, type ReactNode, useId } from 'react'

export interface SectionProps {
  /** The section's heading: what the section is about, in a few words. It names the section for screen readers. */
  title: ReactNode
  /** Level of the heading, to fit the page outline. Default 2 (a section of the page under its level-one title). */
  headingLevel?: 2 | 3 | 4
  /** A larger first paragraph under the heading, that says what the section is for. */
  lead?: ReactNode
  /** An id for the section, so a link (a table of contents, a skip link) can lead to it. */
  id?: string
  /** The section's content: paragraphs, a card grid, a fact list. */
  children?: ReactNode
}

/**
 * One section of a page: a named region with its heading, an optional lead paragraph and its content,
 * spaced on the page's rhythm (the layout tokens). The region is named by its heading, so a
 * screen-reader user can list a page's sections and jump to one.
 */
export function Section({ title, headingLevel = 2, lead, id, children }: SectionProps) {
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  return (
    <section className="ui-page-section" id={id} aria-labelledby={headingId}>
      <Heading id={headingId} className="ui-page-section__heading">
        {title}
      </Heading>
      {lead ? <p className="ui-lead">{lead}</p> : null}
      {children}
    </section>
  )
}

export interface CardGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /**
   * The cards (or other items of one kind), one list item each: an `<li>` given here is the item
   * itself (for attributes of its own: `hidden` until the reader asks for more, an analytics id, a
   * `ref`), anything else is put in one. With `thirds`, three a row on a wide screen and no card left
   * alone in the last row.
   */
  children: ReactNode[]
  /**
   * `auto`: as many columns of at least 18 rem as fit, a short last row sharing the width. `thirds`:
   * from 960 px three a row, a last row of two or four sharing the width evenly. Default `auto`.
   */
  columns?: 'auto' | 'thirds'
  /** A name for the list when the section's heading does not say what it lists. */
  label?: string
}

/**
 * Cards of one kind as a list in a grid: a screen reader announces how many there are. The grid is as
 * wide as the page's content and reflows to one column on a phone. A class name and other attributes
 * of a list are passed on to it.
 */
export function CardGrid({ children, columns, label, className, ...props }: CardGridProps) {
  const classes = columns === 'thirds' ? 'ui-card-grid ui-card-grid--thirds' : 'ui-card-grid'
  return (
    <ul {...props} className={className ? `${classes} ${className}` : classes} aria-label={label}>
      {children.map((child, index) =>
        (child as ReactElement | null)?.type === 'li' ? (
          child
        ) : (
          // The cards of a grid are given in a fixed order: the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{child}</li>
        ),
      )}
    </ul>
  )
}

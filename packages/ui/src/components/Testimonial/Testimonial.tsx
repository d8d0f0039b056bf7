import type { ReactNode } from 'react'

export interface TestimonialProps {
  /** The quotation (plain text). */
  text: ReactNode
  /** Who said it. */
  author: string
  /** Their role and organisation, e.g. "direktor digitalnih medijev". */
  authorTitle?: string
}

/** A customer's opinion: the quotation in a blockquote, its source in the figcaption. */
export function Testimonial({ text, author, authorTitle }: TestimonialProps) {
  return (
    <figure className="ui-testimonial">
      <blockquote className="ui-testimonial__quote">
        <p>{text}</p>
      </blockquote>
      <figcaption className="ui-testimonial__source">
        <span className="ui-testimonial__author">{author}</span>
        {authorTitle ? <span className="ui-testimonial__title">{authorTitle}</span> : null}
      </figcaption>
    </figure>
  )
}

import { type ReactNode, useId } from 'react'

/** An image with its intrinsic size, so its space is reserved before it loads. */
export interface CardImage {
  src: string
  /** Alternative text; `''` when the title already says everything. */
  alt: string
  width: number
  height: number
  srcSet?: string
  sizes?: string
}

export interface CardProps {
  /** The card's heading: what the card is about, in a few words. */
  title: ReactNode
  /** Level of the title's heading, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Makes the title a link and the whole card its click area. */
  href?: string
  /** A picture on top of the card, with its size (no layout shift) and text alternative. */
  image?: CardImage
  /**
   * Instead of `image`: an element in the image's place (shown on top), e.g. an inline SVG
   * illustration drawn in `currentColor` so it follows the colour scheme.
   */
  media?: ReactNode
  /** A line above the body, e.g. date and read time. */
  meta?: ReactNode
  /** The body: one or two sentences that say why to read on. */
  children?: ReactNode
  /** Actions at the bottom (links or buttons stay separately clickable). */
  footer?: ReactNode
  /**
   * Below the sm breakpoint (600 px), the image or media shrinks to a third of the card, beside the
   * title, instead of spanning the card on top: a list of several cards stays short on a phone.
   */
  compactOnPhone?: boolean
}

/**
 * A card for blog posts, products and team members. With `href` the title is the link and the
 * whole card is clickable (the link's area is stretched in CSS), so a screen reader meets one
 * link with the title as its name instead of a card-sized link reading everything. The `article`
 * is named by its title, so a list of cards reads as a list of named articles.
 */
export function Card({
  title,
  headingLevel = 3,
  href,
  image,
  media,
  meta,
  children,
  footer,
  compactOnPhone = false,
}: CardProps) {
  const Heading = `h${headingLevel}` as const
  const titleId = useId()
  return (
    <article
      className={compactOnPhone ? 'ui-card ui-card--compact-on-phone' : 'ui-card'}
      data-linked={href ? '' : undefined}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="ui-card__title">
        {href ? (
          <a className="ui-card__link" href={href}>
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {media ? (
        <div className="ui-card__image">{media}</div>
      ) : image ? (
        <img
          className="ui-card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {meta ? <p className="ui-card__meta">{meta}</p> : null}
      {children ? <div className="ui-card__body">{children}</div> : null}
      {footer ? <div className="ui-card__footer">{footer}</div> : null}
    </article>
  )
}

import type { ReactNode } from 'react'

/** A responsive image source in a modern format, tried before the `<img>` fallback. */
export interface ImageSource {
  /** e.g. `hero-800.avif 800w, hero-1600.avif 1600w` */
  srcSet: string
  /** MIME type, e.g. `image/avif` or `image/webp`. */
  type: string
  /** Optional media condition. */
  media?: string
}

/** An image with its intrinsic size, so the browser reserves its space before it loads. */
export interface PageHeaderImage {
  /** Fallback file (JPEG or PNG) for browsers without the modern formats. */
  src: string
  /** Alternative text; `''` marks a purely decorative image. Required so it is never forgotten. */
  alt: string
  /** Intrinsic width in pixels. */
  width: number
  /** Intrinsic height in pixels. */
  height: number
  /** Modern formats, best first (AVIF, then WebP). */
  sources?: ImageSource[]
  /** `srcset` of the fallback file. */
  srcSet?: string
  /** `sizes` for every source. Default: full width below md (960px), half above. */
  sizes?: string
}

/**
 * The kind of page the header opens, each with its own look (carried by the layout and colour tokens):
 * - `home`: the first screen of the site: a display-size title beside the drawing, on a tinted band
 *   across the screen.
 * - `product`: a product family or the product overview: a band in the brand colour across the screen,
 *   the title beside a picture of the work.
 * - `company`: about and contact pages: the title with an accent rule, the drawing on a tinted panel.
 * - `article`: the blog and its posts: quiet, no panel; the title in the reading column, a small
 *   drawing beside it.
 * - `legal`: the privacy notice, the accessibility statement, the sitemap: quiet, no panel; a small
 *   emblem before the title, a rule under it.
 */
export type PageHeaderVariant = 'home' | 'product' | 'company' | 'article' | 'legal'

export interface PageHeaderProps {
  /** The kind of page. Default `company`. */
  variant?: PageHeaderVariant
  /** Page title, rendered as the page's h1. */
  title: ReactNode
  /** One sentence under the title that says what the page offers. */
  subtitle?: ReactNode
  /** The header image of the page. */
  image?: PageHeaderImage
  /**
   * Instead of `image`: an element in the image's place, e.g. an inline SVG illustration drawn in
   * `currentColor` so it follows the colour scheme. It brings its own accessible name (or hides itself).
   */
  media?: ReactNode
  /** Extra content under the subtitle, e.g. a call to action. */
  children?: ReactNode
  /**
   * Small controls that serve the page rather than sell it (e.g. a text-size control): set apart at
   * the header's end, under the drawing on wide screens, so they never compete with the call to action.
   */
  utilities?: ReactNode
}

/** The drawing's width: half the page (less in the quiet headers) from md (960px) up. */
const defaultSizes: Record<PageHeaderVariant, string> = {
  home: '(min-width: 960px) 42vw, 100vw',
  product: '(min-width: 960px) 42vw, 100vw',
  company: '(min-width: 960px) 42vw, 100vw',
  article: '10rem',
  legal: '5rem',
}

/**
 * The header every page has: title, subtitle and header image, in the look of its kind of page
 * (`variant`). The image carries
 * width and height (no layout shift), modern formats through `<picture>`, and loads eagerly with high
 * priority because it is usually the largest paint.
 */
export function PageHeader({
  variant = 'company',
  title,
  subtitle,
  image,
  media,
  children,
  utilities,
}: PageHeaderProps) {
  const sizes = image?.sizes ?? defaultSizes[variant]
  // The product header's band is the brand colour: its text and utilities take the on-brand roles.
  const onBand = variant === 'product' ? ' ui-on-brand' : ''
  return (
    <div className="ui-page-header" data-variant={variant} data-has-image={image || media ? '' : undefined}>
      <div className={`ui-page-header__text${onBand}`}>
        <h1 className="ui-page-header__title">{title}</h1>
        {subtitle ? <p className="ui-page-header__subtitle">{subtitle}</p> : null}
        {children}
      </div>
      {media ? (
        <div className="ui-page-header__media">{media}</div>
      ) : image ? (
        <picture className="ui-page-header__media">
          {image.sources?.map((source) => (
            <source
              key={source.srcSet}
              srcSet={source.srcSet}
              type={source.type}
              media={source.media}
              sizes={sizes}
            />
          ))}
          <img
            className="ui-page-header__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            alt={image.alt}
            width={image.width}
            height={image.height}
            decoding="async"
            fetchPriority="high"
          />
        </picture>
      ) : null}
      {utilities ? <div className={`ui-page-header__utilities${onBand}`}>{utilities}</div> : null}
    </div>
  )
}

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

export interface PageHeaderProps {
  /** Page title, rendered as the page's h1. */
  title: ReactNode
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
}

const defaultSizes = '(min-width: 960px) 50vw, 100vw'

/**
 * The header every page has: title, subtitle and header image. The image carries
 * width and height (no layout shift), modern formats through `<picture>`, and loads eagerly with high
 * priority because it is usually the largest paint.
 */
export function PageHeader({ title, subtitle, image, media, children }: PageHeaderProps) {
  const sizes = image?.sizes ?? defaultSizes
  return (
    <div className="ui-page-header" data-has-image={image || media ? '' : undefined}>
      <div className="ui-page-header__text">
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
    </div>
  )
}

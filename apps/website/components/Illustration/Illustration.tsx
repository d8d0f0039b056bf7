import './Illustration.css'

/** An illustration file under `public/media` (e.g. `/media/headers/about.svg`) and its drawing size. */
export interface IllustrationImage {
  src: string
  width: number
  height: number
  /** What it shows, in the page's language; `''` when it is decorative. */
  alt: string
  /**
   * The group of the file to draw: `art` (default), the whole drawing; a post cover also has `drawing`,
   * the drawing alone without the tinted panel behind it (for the post's own quiet header).
   */
  part?: 'art' | 'drawing'
}

/**
 * One of the site's own SVG illustrations (`public/media/**`), drawn inline through `<use>` so that it
 * takes the visitor's colour scheme, which an `<img>` cannot: each file keeps its drawing in
 * `<g id="art">` (a post cover, its drawing without the panel also in `<g id="drawing">`), its outlines
 * in the inherited `stroke`, its surfaces in the inherited `fill` and its accents in `currentColor`
 * (Illustration.css sets the three from the scheme's tokens). No inline style and no script, so the
 * strict CSP holds. The same file as an `<img>` (the social cards) shows
 * the default scheme's colours, set on its root element. Named by `alt`; hidden when `alt` is `''`.
 */
export function Illustration({ image, className }: { image: IllustrationImage; className?: string }) {
  const named = image.alt !== ''
  return (
    <svg
      className={className ? `illustration ${className}` : 'illustration'}
      viewBox={`0 0 ${image.width} ${image.height}`}
      width={image.width}
      height={image.height}
      role={named ? 'img' : undefined}
      aria-label={named ? image.alt : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
    >
      <use href={`${image.src}#${image.part ?? 'art'}`} />
    </svg>
  )
}

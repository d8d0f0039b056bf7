/** A drawing in an SVG file on the page's own origin, and the size it is drawn at. */
export interface IllustrationImage {
  /** The file, e.g. `/media/headers/about.svg`. */
  src: string
  /** The drawing's width and height: its `viewBox`, and the space kept for it before it is drawn. */
  width: number
  height: number
  /** What it shows, in the page's language; `''` when it is decorative. */
  alt: string
  /** The id of the group of the file to draw. Default `art`. */
  part?: string
}

export interface IllustrationProps {
  /** The drawing: its file, size and text alternative. */
  image: IllustrationImage
  /** Extra class, e.g. to size it in a layout. */
  className?: string
}

/**
 * A drawing from an SVG file, drawn inline through `<use>` so that it takes the visitor's colour
 * scheme, which an `<img>` cannot. The file keeps its drawing in a group (`<g id="art">`), its
 * outlines in the inherited `stroke`, its surfaces in the inherited `fill` and its accents in
 * `currentColor`, which the component sets from the scheme's text, background and accent colours.
 * No inline style and no script, so a strict Content-Security-Policy holds. Named by `alt` (an
 * image), hidden from assistive technology when `alt` is `''`; hidden by the accessibility widget's
 * "hide images".
 */
export function Illustration({ image, className }: IllustrationProps) {
  const named = image.alt !== ''
  // No focusable="false": only Internet Explorer and the old Edge made an `<svg>` a Tab stop.
  return (
    <svg
      className={className ? `ui-illustration ${className}` : 'ui-illustration'}
      viewBox={`0 0 ${image.width} ${image.height}`}
      width={image.width}
      height={image.height}
      role={named ? 'img' : undefined}
      aria-label={named ? image.alt : undefined}
      aria-hidden={named ? undefined : true}
    >
      <use href={`${image.src}#${image.part ?? 'art'}`} />
    </svg>
  )
}

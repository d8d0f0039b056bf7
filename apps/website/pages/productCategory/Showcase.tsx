import type { ProductCategoryRouteId } from '@firma/i18n'

export interface ShowcaseProps {
  family: ProductCategoryRouteId
  /** What the drawing shows, from the family's copy file (`showcase`): its caption and its name. */
  caption: string
}

/** The family's drawing in public/media/showcase/, named after its route id in kebab case. */
function showcaseDrawing(family: ProductCategoryRouteId): string {
  return `/media/showcase/${family.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.svg`
}

/**
 * A drawing of the work itself, one per family: a programme guide on a TV, a voting console with the
 * hall's result, an editor's screen, two phone apps, a system diagram. Each is a file of its own,
 * drawn with the colour tokens (`var(--ui-color-…)` in the file's own rules, which the `<use>` inherits
 * from the page), so it takes the visitor's colour scheme; it is static art, so it stays out of the
 * page's JavaScript. One image named by the words of its visible caption (its parts are not read one
 * by one).
 */
export function Showcase({ family, caption }: ShowcaseProps) {
  return (
    <figure className="showcase" data-family={family}>
      <svg className="showcase__art" viewBox="0 0 640 360" role="img" aria-label={caption}>
        <use href={`${showcaseDrawing(family)}#art`} />
      </svg>
      <figcaption className="showcase__caption">{caption}</figcaption>
    </figure>
  )
}

import type { Locale, PageRouteId } from '@firma/i18n'
import type { ImageAsset } from '../content/types.js'
import { headerWords } from './headerWords.js'
import { errorPage, pageOfRoute } from './sitePages.js'

/** Routes with a page header: every page of `listPages`, the blog post layout and a case study. */
export type HeaderRouteId = PageRouteId | 'blogPost' | 'caseStudy'

// Header images are drawn for the site at 800 × 500, each named by its page's declaration
// (pages/<page>/page.ts). `imageAlt: ""` in the page's words marks the purely decorative ones: the
// sitemap page and the generic blog post header (a post shows its own cover image, with its own
// description, in the post list).
const headerImageSrc = (image: string) => `/media/headers/${image}.svg`

/** The header image of a page route in `locale` (alt `''` when purely decorative). */
export function headerImage(routeId: HeaderRouteId, locale: Locale): ImageAsset {
  const { image } = (pageOfRoute(routeId) ?? errorPage).header
  return {
    src: headerImageSrc(typeof image === 'string' ? image : image(routeId)),
    width: 800,
    height: 500,
    alt: headerWords(routeId, locale).imageAlt,
  }
}

/** The header image of the error pages (not found, and the page shown after a failure): decorative. */
export function errorHeaderImage(): ImageAsset {
  const { image } = errorPage.header
  return { src: headerImageSrc(typeof image === 'string' ? image : ''), width: 800, height: 500, alt: '' }
}

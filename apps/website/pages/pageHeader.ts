import type { CompiledMessages, Locale } from '@firma/i18n'
import type { PageContext } from 'vike/types'
import { type PageCopy, pageCopy } from '../content/pages/pageCopy.js'
import type { ImageAsset } from '../content/types.js'
import { postOf } from '../shared/blogPost.js'
import { isErrorPage, pageTexts } from '../shared/pageTexts.js'
import { errorHeaderImage, headerImage } from './headerImage.js'

/** The header image every page has: the route's own, a post's own, the error pages' own. */
function pageHeaderImage(pageContext: PageContext): ImageAsset | null {
  const { routeId, locale } = pageContext
  if (isErrorPage(pageContext)) return errorHeaderImage()
  if (routeId === null || routeId === undefined || routeId === 'sitemapXml') return null
  // A post's header is quiet, as the other articles' are: its cover without the card's tinted panel.
  if (routeId === 'blogPost') {
    const cover = postOf(pageContext)?.image
    return cover ? { ...cover, part: 'drawing' } : null
  }
  return headerImage(routeId, locale)
}

/** The page's header and description; null where the catalogue's 404 and error texts apply. */
function routePageCopy(pageContext: PageContext): PageCopy | null {
  const { routeId, locale } = pageContext
  if (isErrorPage(pageContext) || pageContext.is404 === true || routeId === null || routeId === undefined)
    return null
  return pageCopy(routeId === 'sitemapXml' ? 'sitemap' : routeId, locale)
}

/**
 * The page's own copy, and the layout's page header chosen from it (route, post, 404 or error texts), so
 * the browser gets two strings and only this page's image in its language instead of the code that
 * picks them.
 */
export function pageHeader(pageContext: PageContext, locale: Locale, messages: CompiledMessages) {
  const copy = routePageCopy({ ...pageContext, locale })
  const { title, subtitle } = pageTexts({ ...pageContext, locale, messages, pageCopy: copy })
  return {
    pageCopy: copy,
    pageHeader: { title, subtitle },
    headerImage: pageHeaderImage({ ...pageContext, locale }),
  }
}

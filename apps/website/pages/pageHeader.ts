import type { CompiledMessages, Locale } from '@firma/i18n'
import type { PageContext } from 'vike/types'
import type { ImageAsset } from '../content/types.js'
import type { LayoutHeader } from '../layouts/SiteLayout.js'
import { postOf } from '../shared/blogPost.js'
import { isErrorPage, type PageTexts, pageTexts } from '../shared/pageTexts.js'
import type { CaseStudyScreenContent } from './caseStudy/content.js'
import { errorHeaderImage, headerImage } from './headerImage.js'
import { headerWords } from './headerWords.js'
import { errorPage, pageOfRoute } from './sitePages.js'

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

/** The route's header and description, from its page's words; null where the catalogue's 404 and error texts apply. */
function routeTextsOf(pageContext: PageContext): PageTexts | null {
  const { routeId, locale } = pageContext
  if (isErrorPage(pageContext) || pageContext.is404 === true || routeId === null || routeId === undefined)
    return null
  // A case study's header is its own: its title, client and sector (pages/caseStudy/+data.ts).
  if (routeId === 'caseStudy') return (pageContext.data as CaseStudyScreenContent | undefined)?.header ?? null
  const { title, subtitle, description } = headerWords(routeId === 'sitemapXml' ? 'sitemap' : routeId, locale)
  return { title, subtitle, description }
}

/**
 * The header's look as the page declares it; a path no page serves shows the error page's. Chosen on
 * the server and passed on, so the browser loads no page's declaration.
 */
function headerLayout(routeId: PageContext['routeId']): LayoutHeader {
  const { kind, drawnByScreen = false } = (pageOfRoute(routeId) ?? errorPage).header
  return { kind, drawnByScreen }
}

/**
 * The route's own texts, and the layout's page header chosen from them (route, post, 404 or error texts), so
 * the browser gets two strings and only this page's image in its language instead of the code that
 * picks them.
 */
export function pageHeader(pageContext: PageContext, locale: Locale, messages: CompiledMessages) {
  const routeTexts = routeTextsOf({ ...pageContext, locale })
  const { title, subtitle } = pageTexts({ ...pageContext, locale, messages, routeTexts })
  return {
    routeTexts,
    pageHeader: { title, subtitle },
    headerImage: pageHeaderImage({ ...pageContext, locale }),
    headerLayout: headerLayout(pageContext.routeId),
  }
}

import { createTranslator } from '@firma/i18n'
import type { PageContext } from 'vike/types'
import { postOf } from './blogPost.js'

export interface PageTexts {
  title: string
  subtitle: string
  description: string
}

/** Vike's id of the error page (pages/_error), which renders both the 404 and the 500 page. */
const ERROR_PAGE_ID = '/pages/_error'

/**
 * Whether this is the error page, by its page id. (Vike's `is404` cannot tell: it is null on ordinary
 * pages on the server, absent in the browser and false on every page while prerendering.)
 */
export function isErrorPage(pageContext: Pick<PageContext, 'pageId'>): boolean {
  return pageContext.pageId === ERROR_PAGE_ID
}

/**
 * The page header and head texts of a page: the route's page copy (pages/<page>/{sl,en}.yaml), a blog
 * post's own metadata, or the catalogue's not-found and error texts.
 */
export function pageTexts(pageContext: PageContext): PageTexts {
  const { t } = createTranslator(pageContext.locale, pageContext.messages)
  const notFound = () => ({
    title: t('pages.notFound.title'),
    subtitle: t('pages.notFound.subtitle'),
    description: t('pages.notFound.subtitle'),
  })
  if (pageContext.is404 === true || pageContext.routeId === null) return notFound()
  // The error page for anything but a 404 shows a fatal or unhandled error.
  if (isErrorPage(pageContext)) {
    return {
      title: t('pages.error.title'),
      subtitle: t('pages.error.subtitle'),
      description: t('pages.error.subtitle'),
    }
  }
  const post = postOf(pageContext)
  if (post) return { title: post.title, subtitle: post.subtitle, description: post.description }
  // The route's own texts (pages/<page>/{sl,en}.yaml), which +onBeforeRender puts in the page context.
  return pageContext.routeTexts ?? notFound()
}

import { createTranslator, pageMessageKeys } from '@firma/i18n'
import type { PageContext } from 'vike/types'

export interface PageTexts {
  title: string
  subtitle: string
  description: string
}

/** What a blog post page shows in its header and head (set by pages/blogPost/+data.ts). */
export interface PostHeading {
  title: string
  subtitle: string
  description: string
}

/**
 * Whether this is the error page: Vike's `is404` is true (not found) or false (a fatal error) there,
 * and null or absent on every other page (null on the server, absent in the browser).
 */
export function isErrorPage(pageContext: Pick<PageContext, 'is404'>): boolean {
  return typeof pageContext.is404 === 'boolean'
}

/**
 * The page header and head texts of a page: the route's catalogue entries, a blog post's own
 * metadata, or the not-found and error texts (SPEC sections 2 and 8).
 */
export function pageTexts(pageContext: PageContext): PageTexts {
  const { t } = createTranslator(pageContext.locale, pageContext.messages)
  if (pageContext.is404 === true || pageContext.routeId === null) {
    return {
      title: t('pages.notFound.title'),
      subtitle: t('pages.notFound.subtitle'),
      description: t('pages.notFound.subtitle'),
    }
  }
  // On the error page `is404` is a boolean; false means a fatal or unhandled error (SPEC section 8).
  if (pageContext.is404 === false) {
    return {
      title: t('pages.error.title'),
      subtitle: t('pages.error.subtitle'),
      description: t('pages.error.subtitle'),
    }
  }
  if (pageContext.routeId === 'blogPost') {
    const post = (pageContext.data as { post?: PostHeading } | undefined)?.post
    if (post) return { title: post.title, subtitle: post.subtitle, description: post.description }
  }
  const routeId = pageContext.routeId === 'sitemapXml' ? 'sitemap' : pageContext.routeId
  const keys = pageMessageKeys(routeId)
  return { title: t(keys.title), subtitle: t(keys.subtitle), description: t(keys.description) }
}

import { createTranslator, pageMessageKeys } from '@firma/i18n'
import type { PageContext } from 'vike/types'

export interface PageTexts {
  title: string
  subtitle: string
  description: string
}

/** A blog post's metadata, the data of its page (pages/blogPost/@id/+data.ts). */
export interface PostSummary {
  id: string
  title: string
  subtitle: string
  description: string
  date: string
  updated?: string
  image: { src: string; width: number; height: number; alt: string }
}

export interface BlogPostData {
  post: PostSummary
}

/** The post of a blog post page; undefined on every other page. */
export function postOf(pageContext: Pick<PageContext, 'routeId' | 'data'>): PostSummary | undefined {
  return pageContext.routeId === 'blogPost' ? (pageContext.data as BlogPostData | undefined)?.post : undefined
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
  const post = postOf(pageContext)
  if (post) return { title: post.title, subtitle: post.subtitle, description: post.description }
  const routeId = pageContext.routeId === 'sitemapXml' ? 'sitemap' : pageContext.routeId
  const keys = pageMessageKeys(routeId)
  return { title: t(keys.title), subtitle: t(keys.subtitle), description: t(keys.description) }
}

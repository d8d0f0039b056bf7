// The sitemap page's data in one language: the route table's pages, the case studies, the posts, the feeds, and the
// page's words (./sl.yaml, ./en.yaml). Built on the server by +data.ts.
import { type Locale, listPages, type PageRouteId, productCategoryRouteIds } from '@firma/i18n'
import { feedPath } from '../../content/blog/feedPath.js'
import { listPosts } from '../../content/blog/index.js'
import { caseSummaries } from '../../content/firm/caseViews.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import { sharedWordsIn } from '../../content/shared/words.js'
import { wordsIn } from './words.js'

export interface SitemapScreenContent {
  /**
   * The pages section: every page of the route table in the page's language, in its order, but the
   * products overview and families, which have a section of their own.
   */
  pages: { routeId: PageRouteId; path: string }[]
  /** The case studies with a page of their own, listed under the case studies' page. */
  cases: { path: string; title: string }[]
  posts: { id: string; title: string }[]
  feed: { href: string; text: string; heading: string }
  /** The headings of the pages, products and posts sections. */
  page: { sections: { pages: string; products: string; posts: string } }
}

export function sitemapScreenContent(locale: Locale, facts: FirmFacts): SitemapScreenContent {
  const words = wordsIn(locale)
  const productRoutes = new Set<PageRouteId>(['products', ...productCategoryRouteIds])
  return {
    // A firm without case studies has no list of them.
    pages: listPages(locale)
      .filter((entry) => !productRoutes.has(entry.routeId))
      .filter((entry) => entry.routeId !== 'caseStudies' || facts.cases.length > 0)
      .map(({ routeId, path }) => ({ routeId, path })),
    cases: caseSummaries(locale, facts).flatMap((entry) =>
      entry.href ? [{ path: entry.href, title: entry.title }] : [],
    ),
    posts: listPosts(locale).map(({ id, title }) => ({ id, title })),
    feed: {
      href: feedPath(locale),
      text: sharedWordsIn(locale).feedLinkText,
      heading: words.feedsHeading,
    },
    page: { sections: words.sections },
  }
}

import { buildPath, navMessageKey, productCategoryRouteIds } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { useId } from 'react'
import type { SitemapScreenContent } from './content.js'
import '../../components/screen.css'
import './SitemapScreen.css'

/** The sitemap page: every page from the route table, the products and the posts. */
export interface SitemapScreenProps {
  /** The pages, posts and feed in the page's language (pages/sitemap/+data.ts: `sitemapScreenContent`). */
  content: SitemapScreenContent
}

export function SitemapScreen({ content }: SitemapScreenProps) {
  const { locale, t } = useI18n()
  const { pages, cases, posts, feed, page } = content
  const ids = { pages: useId(), products: useId(), posts: useId(), feeds: useId() }
  return (
    <div className="screen sitemap">
      <section className="screen-section" aria-labelledby={ids.pages}>
        <h2 id={ids.pages}>{page.sections.pages}</h2>
        <ul className="sitemap__list">
          {pages.map((entry) => (
            <li key={entry.routeId}>
              <a href={entry.path}>{t(navMessageKey(entry.routeId))}</a>
              {entry.routeId === 'caseStudies' && cases.length > 0 ? (
                <ul className="sitemap__list">
                  {cases.map((entry) => (
                    <li key={entry.path}>
                      <a href={entry.path}>{entry.title}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="screen-section" aria-labelledby={ids.products}>
        <h2 id={ids.products}>{page.sections.products}</h2>
        <ul className="sitemap__list">
          <li>
            <a href={buildPath('products', locale)}>{t('nav.products')}</a>
            <ul className="sitemap__list">
              {productCategoryRouteIds.map((routeId) => (
                <li key={routeId}>
                  <a href={buildPath(routeId, locale)}>{t(navMessageKey(routeId))}</a>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </section>
      <section className="screen-section" aria-labelledby={ids.posts}>
        <h2 id={ids.posts}>{page.sections.posts}</h2>
        <ul className="sitemap__list">
          {posts.map((post) => (
            <li key={post.id}>
              <a href={buildPath('blogPost', locale, { id: post.id })}>{post.title}</a>
            </li>
          ))}
        </ul>
      </section>
      <section className="screen-section" aria-labelledby={ids.feeds}>
        <h2 id={ids.feeds}>{feed.heading}</h2>
        <ul className="sitemap__list">
          <li>
            <a href={feed.href} type="application/atom+xml">
              {feed.text}
            </a>
          </li>
        </ul>
      </section>
    </div>
  )
}

import { buildPath, navMessageKey, productCategoryRouteIds } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { Section } from '@firma/ui'
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
  return (
    <div className="screen sitemap">
      <Section title={page.sections.pages}>
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
      </Section>
      <Section title={page.sections.products}>
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
      </Section>
      <Section title={page.sections.posts}>
        <ul className="sitemap__list">
          {posts.map((post) => (
            <li key={post.id}>
              <a href={buildPath('blogPost', locale, { id: post.id })}>{post.title}</a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={feed.heading}>
        <ul className="sitemap__list">
          <li>
            <a href={feed.href} type="application/atom+xml">
              {feed.text}
            </a>
          </li>
        </ul>
      </Section>
    </div>
  )
}

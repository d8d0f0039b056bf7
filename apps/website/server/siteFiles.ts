import { Hono } from 'hono'
import { caseStudyIds } from '../content/firm/caseViews.js'
import { firm } from '../content/firm/index.js'
import { feedPath, listPosts } from '../content/index.js'
import { atomFeed } from '../pages/blog/atomFeed.js'
import { robotsTxt, sitemapPosts, sitemapXml } from '../pages/sitemap/sitemapXml.js'

/**
 * The files the server makes that are not pages: the blog's Atom feed and the sitemap per language,
 * robots.txt and the build the server runs (the browser's deploy check, client/newBuild.ts).
 */
export function createSiteFileRoutes({ siteUrl }: { siteUrl: string }): Hono {
  const app = new Hono()
  const buildDate = __BUILD_TIME__.slice(0, 10)
  const caseStudies = { listed: firm.cases.length > 0, pages: caseStudyIds(firm) }
  for (const locale of ['sl', 'en'] as const) {
    app.get(feedPath(locale), (c) =>
      c.body(atomFeed({ locale, origin: siteUrl, posts: listPosts(locale) }), 200, {
        'Content-Type': 'application/atom+xml; charset=utf-8',
      }),
    )
  }
  for (const [path, locale] of [
    ['/sitemap.xml', 'sl'],
    ['/en/sitemap.xml', 'en'],
  ] as const) {
    app.get(path, (c) =>
      c.body(sitemapXml({ locale, origin: siteUrl, buildDate, posts: sitemapPosts(), caseStudies }), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
      }),
    )
  }
  app.get('/robots.txt', (c) => c.text(robotsTxt(siteUrl)))
  app.get('/build-info.json', (c) =>
    c.json({ buildTime: __BUILD_TIME__ }, 200, { 'Cache-Control': 'no-store' }),
  )
  return app
}

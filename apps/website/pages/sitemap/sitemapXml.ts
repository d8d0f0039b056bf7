import { absoluteUrl, alternates, type Locale, listPages, localeInfo } from '@firma/i18n'
import { listPosts } from '../../content/index.js'
import { escapeXml } from '../../render/xml.js'

export interface SitemapPost {
  id: string
  /** ISO date of the last change. */
  lastModified: string
  /** Locales the post exists in (its alternates). */
  locales: readonly Locale[]
}

/** Every post with the languages it exists in (translations share an id). */
export function sitemapPosts(): SitemapPost[] {
  const byId = new Map<string, { id: string; lastModified: string; locales: ('sl' | 'en')[] }>()
  for (const locale of ['sl', 'en'] as const) {
    for (const post of listPosts(locale)) {
      const entry = byId.get(post.id) ?? { id: post.id, lastModified: post.updated ?? post.date, locales: [] }
      entry.locales.push(locale)
      byId.set(post.id, entry)
    }
  }
  return [...byId.values()]
}

function urlEntry(loc: string, lastmod: string, links: { hreflang: string; href: string }[]): string {
  const alternateLinks = links
    .map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(l.hreflang)}" href="${escapeXml(l.href)}"/>`,
    )
    .join('\n')
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n${alternateLinks}\n  </url>`
}

/**
 * sitemap.xml of one language (/sitemap.xml for Slovenian, /en/sitemap.xml for English): every page, post
 * and case study of that language with absolute URLs, its alternates and lastmod. Built from the route table.
 */
export function sitemapXml(options: {
  locale: Locale
  origin: string
  /** lastmod of the static pages: the build's date. */
  buildDate: string
  posts: readonly SitemapPost[]
  /**
   * The firm's case studies: whether it has any (the list page exists only then) and the ids of those
   * with a page of their own (in both languages). None by default.
   */
  caseStudies?: { listed: boolean; pages: readonly string[] }
}): string {
  const { locale, origin, buildDate, posts, caseStudies = { listed: false, pages: [] } } = options
  const pages = listPages(locale).filter((page) => page.routeId !== 'caseStudies' || caseStudies.listed)
  const entries = pages.map((page) =>
    urlEntry(
      absoluteUrl(origin, page.path),
      buildDate,
      alternates(page.routeId as Parameters<typeof alternates>[0]).map((a) => ({
        hreflang: a.hreflang,
        href: absoluteUrl(origin, a.path),
      })),
    ),
  )
  for (const post of posts) {
    if (!post.locales.includes(locale)) continue
    const links = alternates('blogPost', { id: post.id })
      .filter((a) =>
        a.hreflang === 'x-default' ? post.locales.includes('sl') : post.locales.includes(a.locale),
      )
      .map((a) => ({ hreflang: a.hreflang, href: absoluteUrl(origin, a.path) }))
    const own = alternates('blogPost', { id: post.id }).find(
      (a) => a.hreflang === localeInfo[locale].hreflang,
    )
    if (own) entries.push(urlEntry(absoluteUrl(origin, own.path), post.lastModified, links))
  }
  for (const id of caseStudies.pages) {
    const links = alternates('caseStudy', { id }).map((a) => ({
      hreflang: a.hreflang,
      href: absoluteUrl(origin, a.path),
    }))
    const own = alternates('caseStudy', { id }).find((a) => a.hreflang === localeInfo[locale].hreflang)
    if (own) entries.push(urlEntry(absoluteUrl(origin, own.path), buildDate, links))
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

/** robots.txt: everything may be crawled; both sitemaps are named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\nSitemap: ${absoluteUrl(origin, '/en/sitemap.xml')}\n`
}

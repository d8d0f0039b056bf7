import { listPages } from '@firma/i18n'
import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemapXml.js'

const origin = 'https://www.example.com'

describe('sitemap.xml', () => {
  it('lists every page of its language with absolute URLs, alternates and lastmod', () => {
    const xml = sitemapXml({ locale: 'en', origin, buildDate: '2026-11-22', posts: [] })
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // A firm without case studies has no list of them.
    expect(locs).toEqual(
      listPages('en')
        .filter((p) => p.routeId !== 'caseStudies')
        .map((p) => `${origin}${p.path}`),
    )
    expect(locs).toContain(`${origin}/en/about-us`)
    expect(locs.every((loc) => loc?.startsWith(`${origin}/en`))).toBe(true)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="sl" href="${origin}/o-nas"/>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/o-nas"/>`)
    expect(xml.match(/<lastmod>2026-11-22<\/lastmod>/g)?.length).toBe(locs.length)
  })

  it('adds blog posts of its language with their own dates', () => {
    const xml = sitemapXml({
      locale: 'sl',
      origin,
      buildDate: '2026-11-22',
      posts: [
        { id: 'prva-objava', lastModified: '2026-10-01', locales: ['sl', 'en'] },
        { id: 'samo-angleska', lastModified: '2026-10-02', locales: ['en'] },
      ],
    })
    expect(xml).toContain(`<loc>${origin}/blog/prva-objava</loc>\n    <lastmod>2026-10-01</lastmod>`)
    expect(xml).toContain(`hreflang="en" href="${origin}/en/blog/prva-objava"`)
    expect(xml).not.toContain('samo-angleska')
  })

  it('lists the case studies and each case with a page of its own, with both languages', () => {
    const xml = sitemapXml({
      locale: 'sl',
      origin,
      buildDate: '2026-11-22',
      posts: [],
      caseStudies: { listed: true, pages: ['iptv-operater'] },
    })
    expect(xml).toContain(`<loc>${origin}/reference</loc>`)
    expect(xml).toContain(`<loc>${origin}/reference/iptv-operater</loc>`)
    expect(xml).toContain(`hreflang="en" href="${origin}/en/case-studies/iptv-operater"`)
  })
})

describe('robots.txt', () => {
  it('names both sitemaps', () => {
    expect(robotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/en/sitemap.xml`)
  })
})

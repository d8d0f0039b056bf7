import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  alternates,
  buildPath,
  canonicalPath,
  isBlogPostId,
  listPages,
  localeOfPath,
  matchPath,
  productCategoryRouteIds,
  type RouteId,
  routeIds,
  switchLocaleUrl,
} from './index.js'

// The site's URLs, copied by hand so that a typo in the route table fails here.
const specTable: [RouteId, string, string][] = [
  ['home', '/', '/en'],
  ['about', '/o-nas', '/en/about-us'],
  ['howWeWork', '/kako-delamo', '/en/how-we-work'],
  ['accessibilityStatement', '/izjava-o-dostopnosti', '/en/accessibility-statement'],
  ['privacyNotice', '/izjava-o-varstvu-osebnih-podatkov', '/en/privacy-notice'],
  ['blog', '/blog', '/en/blog'],
  ['blogPost', '/blog/hello-world-2024', '/en/blog/hello-world-2024'],
  ['caseStudies', '/reference', '/en/case-studies'],
  ['caseStudy', '/reference/hello-world-2024', '/en/case-studies/hello-world-2024'],
  ['contact', '/kontakt', '/en/contact-us'],
  ['products', '/produkti', '/en/products'],
  [
    'conferenceVotingSystems',
    '/produkti/konferencno-glasovalni-sistemi',
    '/en/products/conference-voting-systems',
  ],
  [
    'contentManagementSystems',
    '/produkti/sistemi-za-upravljanje-vsebin',
    '/en/products/content-management-systems',
  ],
  ['customSolutions', '/produkti/resitve-po-meri', '/en/products/custom-solutions'],
  ['iptvApplications', '/produkti/iptv-aplikacije', '/en/products/iptv-applications'],
  ['mobileApplications', '/produkti/mobilne-aplikacije', '/en/products/mobile-applications'],
  ['sitemap', '/zemljevid-strani', '/en/sitemap'],
  ['sitemapXml', '/sitemap.xml', '/en/sitemap.xml'],
]

function build(routeId: RouteId, locale: 'sl' | 'en'): string {
  return routeId === 'blogPost' || routeId === 'caseStudy'
    ? buildPath(routeId, locale, { id: 'hello-world-2024' })
    : buildPath(routeId, locale)
}

describe('route table', () => {
  it('has the screens of the spec and the pages added since, in order', () => {
    expect(routeIds).toEqual(specTable.map(([routeId]) => routeId))
  })

  it('lists the five product categories in order', () => {
    expect(productCategoryRouteIds).toEqual([
      'conferenceVotingSystems',
      'contentManagementSystems',
      'customSolutions',
      'iptvApplications',
      'mobileApplications',
    ])
  })

  it.each(specTable)('%s: matches and builds both paths (round trip)', (routeId, slPath, enPath) => {
    const params = routeId === 'blogPost' || routeId === 'caseStudy' ? { id: 'hello-world-2024' } : {}
    expect(matchPath(slPath)).toEqual({ routeId, locale: 'sl', params })
    expect(matchPath(enPath)).toEqual({ routeId, locale: 'en', params })
    expect(build(routeId, 'sl')).toBe(slPath)
    expect(build(routeId, 'en')).toBe(enPath)
  })

  it.each(specTable)('%s: switches to its counterpart in the other language', (_routeId, slPath, enPath) => {
    expect(switchLocaleUrl(slPath, 'en')).toBe(enPath)
    expect(switchLocaleUrl(enPath, 'sl')).toBe(slPath)
    expect(switchLocaleUrl(slPath, 'sl')).toBe(slPath)
  })
})

describe('matchPath', () => {
  it('tolerates one trailing slash; the website redirects to the canonical form', () => {
    expect(matchPath('/o-nas/')).toEqual({ routeId: 'about', locale: 'sl', params: {} })
    expect(matchPath('/en/')).toEqual({ routeId: 'home', locale: 'en', params: {} })
    expect(matchPath('/en/blog/abc/')).toEqual({ routeId: 'blogPost', locale: 'en', params: { id: 'abc' } })
    expect(canonicalPath('/o-nas/')).toBe('/o-nas')
    expect(canonicalPath('/en/')).toBe('/en')
  })

  it('ignores the query string and hash', () => {
    expect(matchPath('/kontakt?from=footer#form')?.routeId).toBe('contact')
    expect(matchPath('/en?x=1')?.routeId).toBe('home')
  })

  it('decodes percent-encoding and reports the canonical form', () => {
    expect(matchPath('/o%2Dnas')?.routeId).toBe('about')
    expect(canonicalPath('/blog/%61bc')).toBe('/blog/abc')
  })

  it('matches nothing for paths of the other language', () => {
    for (const path of [
      '/en/o-nas',
      '/about-us',
      '/en/kontakt',
      '/contact-us',
      '/en/produkti',
      '/products',
    ]) {
      expect(matchPath(path)).toBeNull()
    }
  })

  it('matches nothing for unknown or malformed paths', () => {
    for (const path of [
      '',
      'o-nas',
      '//',
      '//o-nas',
      '/o-nas//',
      '/o-nas//x',
      '/O-NAS',
      '/en/en',
      '/sl',
      '/sl/o-nas',
      '/produkti/unknown',
      '/blog//',
      '/sitemap.xml/x',
      '/blog/%E0%A4%A',
      '/blog/%',
      '/%E0%A4%A',
      '/blog/a%2Fb',
      'https://example.si/o-nas',
      `/${'a'.repeat(5000)}`,
      `/blog/${'a'.repeat(100_000)}`,
    ]) {
      expect(matchPath(path), path).toBeNull()
    }
  })

  it('accepts only lowercase slugs of up to 80 characters as blog ids', () => {
    expect(matchPath(`/blog/${'a'.repeat(80)}`)?.routeId).toBe('blogPost')
    for (const id of ['A', 'a_b', 'a.b', 'č', 'a b', 'a'.repeat(81), '..', '%2E%2E']) {
      expect(matchPath(`/blog/${id}`), id).toBeNull()
      expect(matchPath(`/en/blog/${id}`), id).toBeNull()
    }
    expect(isBlogPostId('a-1')).toBe(true)
    expect(isBlogPostId('')).toBe(false)
    expect(isBlogPostId(42)).toBe(false)
  })

  it('never throws, whatever the input', () => {
    const alphabet = [
      '/',
      '%',
      'a',
      'e',
      'n',
      'E',
      '0',
      'F',
      '-',
      '.',
      '?',
      '#',
      'č',
      '\u0000',
      '\uD800',
      ' ',
      '\\',
    ]
    let seed = 20240101
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let run = 0; run < 3000; run++) {
      const length = Math.floor(random() * 24)
      let input = random() < 0.5 ? '/' : ''
      for (let i = 0; i < length; i++) input += alphabet[Math.floor(random() * alphabet.length)]
      expect(() => matchPath(input)).not.toThrow()
      expect(() => switchLocaleUrl(input, 'en')).not.toThrow()
      expect(() => localeOfPath(input)).not.toThrow()
      const match = matchPath(input)
      if (match !== null) expect(matchPath(canonicalPath(input) ?? '')).toEqual(match)
    }
    for (const junk of [null, undefined, 42, {}, []]) {
      expect(matchPath(junk as unknown as string)).toBeNull()
      expect(switchLocaleUrl(junk as unknown as string, 'en')).toBeNull()
    }
  })
})

describe('localeOfPath', () => {
  it('tells the locale by the /en prefix, for 404 pages', () => {
    expect(localeOfPath('/en/no-such-page')).toBe('en')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en?x')).toBe('en')
    expect(localeOfPath('/english')).toBe('sl')
    expect(localeOfPath('/ni-strani')).toBe('sl')
  })
})

describe('buildPath', () => {
  it('refuses an invalid blog id, since that link would 404', () => {
    expect(() => buildPath('blogPost', 'sl', { id: 'Not A Slug' })).toThrow(RangeError)
    expect(() => buildPath('blogPost', 'sl', undefined as unknown as { id: string })).toThrow(RangeError)
  })

  it('refuses an unknown route and ignores an unsupported locale', () => {
    expect(() => buildPath('nope' as RouteId, 'sl')).toThrow(RangeError)
    expect(() => buildPath('toString' as RouteId, 'sl')).toThrow(RangeError)
    expect(buildPath('about', 'de' as 'sl')).toBe('/o-nas')
  })
})

describe('switchLocaleUrl', () => {
  it('keeps route parameters, the query string and the hash', () => {
    expect(switchLocaleUrl('/blog/moj-prvi-zapis?utm=x&y=%20#naslov', 'en')).toBe(
      '/en/blog/moj-prvi-zapis?utm=x&y=%20#naslov',
    )
    expect(switchLocaleUrl('/en/about-us#team', 'sl')).toBe('/o-nas#team')
    expect(switchLocaleUrl('/en?q=1', 'sl')).toBe('/?q=1')
    expect(switchLocaleUrl('/#main', 'en')).toBe('/en#main')
    expect(switchLocaleUrl('/o-nas/?a=1', 'en')).toBe('/en/about-us?a=1')
  })

  it('returns null for unknown paths and unsupported locales', () => {
    expect(switchLocaleUrl('/ni-strani', 'en')).toBeNull()
    expect(switchLocaleUrl('/en/o-nas', 'sl')).toBeNull()
    expect(switchLocaleUrl('/o-nas', 'de' as 'en')).toBeNull()
  })
})

describe('listPages', () => {
  it('lists the 15 static pages of a locale, without blog posts, case studies and sitemap.xml', () => {
    const pages = listPages('en')
    expect(pages).toHaveLength(15)
    expect(pages.map((page) => page.routeId)).not.toContain('blogPost')
    expect(pages.map((page) => page.routeId)).not.toContain('caseStudy')
    expect(pages.map((page) => page.routeId)).toContain('caseStudies')
    expect(pages.map((page) => page.routeId)).not.toContain('sitemapXml')
    expect(pages[0]).toEqual({ routeId: 'home', locale: 'en', path: '/en' })
    expect(listPages('sl').find((page) => page.routeId === 'products')?.path).toBe('/produkti')
    for (const page of listPages('sl')) expect(matchPath(page.path)?.routeId).toBe(page.routeId)
  })
})

describe('absoluteUrl', () => {
  it('joins the configured origin and a path', () => {
    expect(absoluteUrl('https://example.si', '/o-nas')).toBe('https://example.si/o-nas')
    expect(absoluteUrl('https://example.si/', '/')).toBe('https://example.si/')
    expect(absoluteUrl('https://example.si/ignored/path?x#y', '/en')).toBe('https://example.si/en')
    expect(absoluteUrl('http://127.0.0.1:3000', 'en/blog')).toBe('http://127.0.0.1:3000/en/blog')
  })

  it('refuses an origin that is not an absolute URL', () => {
    expect(() => absoluteUrl('example.si', '/')).toThrow(TypeError)
  })
})

describe('alternates', () => {
  it('gives sl, en and x-default (Slovenian) for hreflang', () => {
    expect(alternates('about')).toEqual([
      { hreflang: 'sl', locale: 'sl', path: '/o-nas' },
      { hreflang: 'en', locale: 'en', path: '/en/about-us' },
      { hreflang: 'x-default', locale: 'sl', path: '/o-nas' },
    ])
    expect(alternates('blogPost', { id: 'abc' }).map((entry) => entry.path)).toEqual([
      '/blog/abc',
      '/en/blog/abc',
      '/blog/abc',
    ])
  })
})

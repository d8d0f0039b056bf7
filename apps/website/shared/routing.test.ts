import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildPath, locales, productCategoryRouteIds, type RouteId, routeIds } from '@firma/i18n'
import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { beforeAll, describe, expect, it } from 'vitest'
import { caseStudyIds } from '../content/firm/caseViews.js'
import { firm } from '../content/firm/index.js'
import { matchRequest, pageRoute } from './routing.js'

/** The part of Vike's pageContext that routing reads, for a requested URL. */
function requested(url: string): PageContext {
  const parsed = new URL(url, 'http://localhost')
  return {
    urlOriginal: url,
    urlParsed: { pathname: parsed.pathname, searchOriginal: parsed.search || null },
  } as unknown as PageContext
}

/** The pageContext after +onBeforeRoute, as the page's route function sees it. */
function routed(url: string): PageContext {
  const pageContext = requested(url)
  return { ...pageContext, ...matchRequest(pageContext).pageContext } as PageContext
}

describe('matching a request against the route table', () => {
  it('gives every page its route id and language in both languages', () => {
    expect(matchRequest(requested('/o-nas')).pageContext).toMatchObject({ routeId: 'about', locale: 'sl' })
    expect(matchRequest(requested('/en/about-us')).pageContext).toMatchObject({
      routeId: 'about',
      locale: 'en',
    })
    expect(matchRequest(requested('/')).pageContext).toMatchObject({ routeId: 'home', locale: 'sl' })
    expect(matchRequest(requested('/en/blog/iptv-testing-lab')).pageContext).toMatchObject({
      routeId: 'blogPost',
      locale: 'en',
      routeMatch: { params: { id: 'iptv-testing-lab' } },
    })
  })

  it('leaves an unknown path without a route, in the language of its prefix', () => {
    expect(matchRequest(requested('/ni-strani')).pageContext).toMatchObject({ routeId: null, locale: 'sl' })
    expect(matchRequest(requested('/en/no-such-page')).pageContext).toMatchObject({
      routeId: null,
      locale: 'en',
    })
    // A route id is not a path: the folder names of the pages are no URLs.
    expect(matchRequest(requested('/about')).pageContext.routeId).toBeNull()
    expect(matchRequest(requested('/blogPost/iptv-testing-lab')).pageContext.routeId).toBeNull()
  })

  it('redirects a path that is not canonical with 301, keeping the query', () => {
    let thrown: unknown
    try {
      matchRequest(requested('/o-nas/?utm=x'))
    } catch (error) {
      thrown = error
    }
    // What Vike's own redirect() throws for the canonical path: same URL, same status.
    expect(thrown).toEqual(redirect('/o-nas?utm=x', 301))
    expect(thrown).not.toEqual(redirect('/o-nas?utm=x', 302))
    expect(thrown).not.toEqual(redirect('/o-nas', 301))
  })
})

describe('a page’s route function', () => {
  it('accepts exactly the URLs of its route ids, in both languages', () => {
    const about = pageRoute('about')
    for (const locale of locales) {
      expect(about(routed(buildPath('about', locale)))).toEqual({ routeParams: {} })
      expect(about(routed(buildPath('contact', locale)))).toBe(false)
    }
    expect(about(routed('/ni-strani'))).toBe(false)
    const categories = pageRoute('iptvApplications', 'mobileApplications')
    expect(categories(routed(buildPath('mobileApplications', 'en')))).toEqual({ routeParams: {} })
    expect(categories(routed(buildPath('products', 'en')))).toBe(false)
  })

  it('hands on a blog post’s id as a route parameter', () => {
    const post = pageRoute('blogPost')
    expect(post(routed('/blog/votes-that-survive-outages'))).toEqual({
      routeParams: { id: 'votes-that-survive-outages' },
    })
    expect(post(routed('/en/blog'))).toBe(false)
  })
})

describe('the pages', () => {
  const pagesDir = join(import.meta.dirname, '../pages')
  const folders = readdirSync(pagesDir, { withFileTypes: true })
    // A page is a folder with a +Page view; a folder of its parts (pageContext/) is not one.
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('_') &&
        existsSync(join(pagesDir, entry.name, '+Page.tsx')),
    )
    .map((entry) => entry.name)

  async function pageModules(folder: string) {
    const route = (await import(`../pages/${folder}/+route.ts`)) as { default: ReturnType<typeof pageRoute> }
    const prerender = (await import(`../pages/${folder}/+onBeforePrerenderStart.ts`)) as {
      onBeforePrerenderStart: () => string[]
    }
    return { route: route.default, urls: prerender.onBeforePrerenderStart() }
  }

  // Importing every page's route and prerender hooks loads the whole site's content: setup, with a
  // hook's time limit, not the test's.
  let pages: { folder: string; route: ReturnType<typeof pageRoute>; urls: string[] }[] = []
  beforeAll(async () => {
    pages = await Promise.all(folders.map(async (folder) => ({ folder, ...(await pageModules(folder)) })))
  })

  it('serve every URL of the route table, each from exactly one page named by its route id', () => {
    const pageRouteIds = routeIds.filter((routeId) => routeId !== 'sitemapXml')
    const urls = pages.flatMap((page) => page.urls)
    // Every route of the table, in both languages, is prerendered, and no URL twice.
    expect(new Set(urls).size).toBe(urls.length)
    // A case study's page exists for each case with enough facts for one (there may be none), the
    // list while the facts give a case at all.
    const perLocale: Partial<Record<RouteId, number>> = {
      caseStudy: caseStudyIds(firm).length,
      caseStudies: firm.cases.length === 0 ? 0 : 1,
    }
    for (const routeId of pageRouteIds) {
      const inTable = urls.filter((url) => matchRequest(requested(url)).pageContext.routeId === routeId)
      expect(inTable.length, routeId).toBeGreaterThanOrEqual(locales.length * (perLocale[routeId] ?? 1))
    }
    for (const url of urls) {
      const accepting = pages.filter((page) => page.route(routed(url)) !== false)
      const routeId = matchRequest(requested(url)).pageContext.routeId as RouteId
      const expected = (productCategoryRouteIds as readonly RouteId[]).includes(routeId)
        ? 'productCategory'
        : routeId
      expect(
        accepting.map((page) => page.folder),
        url,
      ).toEqual([expected])
      // A page prerenders exactly the URLs it accepts.
      expect(accepting[0]?.urls, url).toContain(url)
    }
  })
})

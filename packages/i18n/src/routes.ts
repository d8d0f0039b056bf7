import { defaultLocale, isLocale, type Locale, localeInfo, locales } from './locales.js'

/** Every screen of the site, by stable id. */
export const routeIds = [
  'home',
  'about',
  'howWeWork',
  'accessibilityStatement',
  'privacyNotice',
  'blog',
  'blogPost',
  'caseStudies',
  'caseStudy',
  'contact',
  'products',
  'conferenceVotingSystems',
  'contentManagementSystems',
  'customSolutions',
  'iptvApplications',
  'mobileApplications',
  'sitemap',
  'sitemapXml',
] as const

export type RouteId = (typeof routeIds)[number]

/** The product category pages, in display order. */
export const productCategoryRouteIds = [
  'conferenceVotingSystems',
  'contentManagementSystems',
  'customSolutions',
  'iptvApplications',
  'mobileApplications',
] as const satisfies readonly RouteId[]

export type ProductCategoryRouteId = (typeof productCategoryRouteIds)[number]

/** Parameters of the routes that take any. */
export interface RouteParamMap {
  blogPost: { id: string }
  caseStudy: { id: string }
}

/** Routes with parameters. */
export type ParamRouteId = keyof RouteParamMap

/** Routes without parameters. */
export type StaticRouteId = Exclude<RouteId, ParamRouteId>

/** Routes that are pages listed by {@link listPages}: everything but the routes with parameters and sitemap.xml. */
export type PageRouteId = Exclude<RouteId, ParamRouteId | 'sitemapXml'>

/** The parameters of one route; an empty object for static routes. */
export type RouteParams<R extends RouteId> = R extends ParamRouteId ? RouteParamMap[R] : Record<never, never>

/** The optional trailing argument of functions that build a route: required only for routes with parameters. */
export type RouteParamsArgs<R extends RouteId> = R extends ParamRouteId
  ? [params: RouteParamMap[R]]
  : [params?: Record<never, never>]

/** The result of {@link matchPath}: a discriminated union on `routeId`. */
export type RouteMatch = {
  [R in RouteId]: { readonly routeId: R; readonly locale: Locale; readonly params: RouteParams<R> }
}[RouteId]

/**
 * Path templates of every screen. `:id` marks a parameter. Slovenian has no prefix; English paths
 * start with `/en`.
 */
export const routePaths: { readonly [R in RouteId]: { readonly [L in Locale]: string } } = {
  home: { sl: '/', en: '/en' },
  about: { sl: '/o-nas', en: '/en/about-us' },
  howWeWork: { sl: '/kako-delamo', en: '/en/how-we-work' },
  accessibilityStatement: { sl: '/izjava-o-dostopnosti', en: '/en/accessibility-statement' },
  privacyNotice: { sl: '/izjava-o-varstvu-osebnih-podatkov', en: '/en/privacy-notice' },
  blog: { sl: '/blog', en: '/en/blog' },
  blogPost: { sl: '/blog/:id', en: '/en/blog/:id' },
  caseStudies: { sl: '/reference', en: '/en/case-studies' },
  caseStudy: { sl: '/reference/:id', en: '/en/case-studies/:id' },
  contact: { sl: '/kontakt', en: '/en/contact-us' },
  products: { sl: '/produkti', en: '/en/products' },
  conferenceVotingSystems: {
    sl: '/produkti/konferencno-glasovalni-sistemi',
    en: '/en/products/conference-voting-systems',
  },
  contentManagementSystems: {
    sl: '/produkti/sistemi-za-upravljanje-vsebin',
    en: '/en/products/content-management-systems',
  },
  customSolutions: { sl: '/produkti/resitve-po-meri', en: '/en/products/custom-solutions' },
  iptvApplications: { sl: '/produkti/iptv-aplikacije', en: '/en/products/iptv-applications' },
  mobileApplications: { sl: '/produkti/mobilne-aplikacije', en: '/en/products/mobile-applications' },
  sitemap: { sl: '/zemljevid-strani', en: '/en/sitemap' },
  sitemapXml: { sl: '/sitemap.xml', en: '/en/sitemap.xml' },
}

const blogPostIdPattern = /^[a-z0-9-]{1,80}$/

/** True for a valid blog post id (and case study id): a lowercase slug of 1 to 80 characters `[a-z0-9-]`. */
export function isBlogPostId(value: unknown): value is string {
  return typeof value === 'string' && blogPostIdPattern.test(value)
}

// Every parameter is an `id` of the same slug shape (a post's, a case study's).
const paramValidators: { readonly [P in keyof RouteParamMap[ParamRouteId]]: (value: string) => boolean } = {
  id: isBlogPostId,
}

function isParamRoute(routeId: RouteId): routeId is ParamRouteId {
  return routeId === 'blogPost' || routeId === 'caseStudy'
}

// Longer input is no path of ours; refusing it early keeps matching cheap for hostile URLs.
const MAX_PATH_LENGTH = 2048

type Segment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'param'; readonly name: 'id' }

interface CompiledRoute {
  readonly routeId: RouteId
  readonly locale: Locale
  readonly segments: readonly Segment[]
}

function templateSegments(template: string): Segment[] {
  return template
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part === ':id' ? { kind: 'param', name: 'id' } : { kind: 'literal', value: part }))
}

// Pure: a bundle that uses only `buildPath` (a browser's) leaves the matcher's table out.
const compiledRoutes: readonly CompiledRoute[] = /* @__PURE__ */ routeIds.flatMap((routeId) =>
  locales.map((locale) => ({ routeId, locale, segments: templateSegments(routePaths[routeId][locale]) })),
)

/** The locale a path belongs to by its prefix alone: `en` under `/en`, else Slovenian. Never throws. */
export function localeOfPath(pathname: string): Locale {
  if (typeof pathname !== 'string') return defaultLocale
  const path = stripSearchAndHash(pathname)
  return path === '/en' || path.startsWith('/en/') ? 'en' : defaultLocale
}

function stripSearchAndHash(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

// Splits and percent-decodes a path; null when it is not an absolute path or an encoding is malformed.
function decodeSegments(pathname: string): string[] | null {
  if (pathname === '/') return []
  if (!pathname.startsWith('/')) return null
  const raw = pathname.slice(1).split('/')
  // One trailing slash is tolerated (`/o-nas/`, `/en/`); the website redirects to the canonical form.
  if (raw[raw.length - 1] === '') raw.pop()
  const decoded: string[] = []
  for (const part of raw) {
    if (part === '') return null
    try {
      decoded.push(decodeURIComponent(part))
    } catch {
      return null
    }
  }
  return decoded
}

/**
 * Matches a pathname (query and hash are ignored) to a route, its locale and parameters. Tolerates
 * one trailing slash and percent-encoding; returns `null` for unknown, wrong-locale, malformed or
 * overlong paths. Never throws. Compare with {@link buildPath} to find the canonical form.
 */
export function matchPath(pathname: string): RouteMatch | null {
  if (typeof pathname !== 'string' || pathname.length > MAX_PATH_LENGTH) return null
  const segments = decodeSegments(stripSearchAndHash(pathname))
  if (segments === null) return null
  const locale: Locale = segments[0] === 'en' ? 'en' : 'sl'
  for (const route of compiledRoutes) {
    if (route.locale !== locale || route.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((segment, index) => {
      const value = segments[index]
      if (value === undefined) return false
      if (segment.kind === 'literal') return segment.value === value
      if (!paramValidators[segment.name](value)) return false
      params[segment.name] = value
      return true
    })
    if (matches) return { routeId: route.routeId, locale, params } as RouteMatch
  }
  return null
}

/**
 * The path of a route in a locale, e.g. `buildPath('blogPost', 'en', { id: 'hello' })` → `/en/blog/hello`.
 * An unsupported locale code is ignored (Slovenian). Throws a `RangeError` for an unknown route or an
 * invalid parameter: such a link would 404.
 */
export function buildPath<R extends RouteId>(
  routeId: R,
  locale: Locale,
  ...[params]: RouteParamsArgs<R>
): string {
  const template = Object.hasOwn(routePaths, routeId)
    ? routePaths[routeId][isLocale(locale) ? locale : defaultLocale]
    : undefined
  if (template === undefined) throw new RangeError(`Unknown route "${String(routeId)}".`)
  if (!template.includes(':id')) return template
  const id = (params as Partial<RouteParamMap[ParamRouteId]> | undefined)?.id
  if (!isBlogPostId(id)) {
    throw new RangeError(
      `Route "${routeId}" needs an id matching [a-z0-9-]{1,80} (got ${JSON.stringify(id)}).`,
    )
  }
  return template.replace(':id', id)
}

/** The canonical path for a pathname that matches a route (no trailing slash, no needless encoding), or `null`. */
export function canonicalPath(pathname: string): string | null {
  const match = matchPath(pathname)
  return match === null ? null : buildMatchPath(match, match.locale)
}

function buildMatchPath(match: RouteMatch, locale: Locale): string {
  return match.routeId === 'blogPost' || match.routeId === 'caseStudy'
    ? buildPath(match.routeId, locale, match.params)
    : buildPath(match.routeId, locale)
}

/**
 * The counterpart of a URL path in another locale, keeping route parameters, the query string and the
 * hash: `switchLocaleUrl('/o-nas?x=1#team', 'en')` → `/en/about-us?x=1#team`. `null` when the path
 * matches no route or the locale is not supported. Never throws.
 */
export function switchLocaleUrl(pathWithSearchAndHash: string, targetLocale: Locale): string | null {
  if (typeof pathWithSearchAndHash !== 'string' || !isLocale(targetLocale)) return null
  const suffixStart = pathWithSearchAndHash.search(/[?#]/)
  const pathname = suffixStart === -1 ? pathWithSearchAndHash : pathWithSearchAndHash.slice(0, suffixStart)
  const suffix = suffixStart === -1 ? '' : pathWithSearchAndHash.slice(suffixStart)
  const match = matchPath(pathname)
  return match === null ? null : buildMatchPath(match, targetLocale) + suffix
}

/** One page of a locale, as the sitemap page and sitemap.xml list it. */
export interface PageEntry {
  readonly routeId: PageRouteId
  readonly locale: Locale
  readonly path: string
}

/**
 * Every static page of a locale in route-table order. Leaves out the routes with parameters, blog posts
 * and case studies (the website adds them from its content), and sitemap.xml, which is no page.
 */
export function listPages(locale: Locale): PageEntry[] {
  const target = isLocale(locale) ? locale : defaultLocale
  return routeIds.flatMap((routeId): PageEntry[] =>
    isParamRoute(routeId) || routeId === 'sitemapXml'
      ? []
      : [{ routeId, locale: target, path: routePaths[routeId][target] }],
  )
}

/**
 * An absolute URL from the configured origin and a path: `absoluteUrl('https://example.si/', '/o-nas')`
 * → `https://example.si/o-nas`. Any path, query or hash on `origin` is dropped. Throws a `TypeError`
 * when `origin` is not an absolute URL (configuration is validated once at start-up).
 */
export function absoluteUrl(origin: string, path: string): string {
  const base = new URL(origin).origin
  if (base === 'null') throw new TypeError(`"${origin}" has no origin.`)
  return base + (path.startsWith('/') ? path : `/${path}`)
}

/** One `<link rel="alternate" hreflang>` target. */
export interface Alternate {
  /** `sl`, `en` or `x-default`. */
  readonly hreflang: string
  readonly locale: Locale
  readonly path: string
}

/**
 * The hreflang alternates of a route: one per locale plus `x-default`, which points to Slovenian.
 * Paths are relative; turn them into URLs with {@link absoluteUrl}.
 */
export function alternates<R extends RouteId>(routeId: R, ...params: RouteParamsArgs<R>): Alternate[] {
  const entries = locales.map((locale) => ({
    hreflang: localeInfo[locale].hreflang,
    locale,
    path: buildPath(routeId, locale, ...params),
  }))
  return [
    ...entries,
    { hreflang: 'x-default', locale: defaultLocale, path: buildPath(routeId, defaultLocale, ...params) },
  ]
}

import { existsSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname, extname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { type Locale, matchPath } from '@firma/i18n'
import { visitorChoices } from '../pages/visitorChoices.js'
import { contactTopicOf } from '../shared/contactTopic.js'
import type { BuildIdentity } from './buildIdentity.js'
import type { EdgeMiddleware, EdgeRequest } from './http/edge.js'
import type { RenderBudget } from './http/renderBudget.js'
import { requestUrl } from './http/requestUrl.js'
import { ROOT_VARY, visitorLocale } from './localeRedirect.js'

// A page request that carries nothing the page reads (a query it reads, cookies that change a choice, at
// "/" a language redirect) gets the build's prerendered copy from the static file server after this
// middleware; any other is rendered within its client's budget, past it gets the copy (docs/operators.md,
// "Renders on demand"). Other names of a prerendered file (`/o-nas/`, `/404`) go to the app for its 301
// or 404, and a path that names no page to its not-found page, both within the same budget. A server
// configured otherwise than the build (buildIdentity.ts) renders every page.

export interface PrerenderedOptions {
  /** None under `vike dev`. */
  dir: string | undefined
  built: BuildIdentity | undefined
  running: BuildIdentity
  render: (request: Request) => Response | Promise<Response>
  /** By `clientOf`, the contact limit's key. */
  budget: RenderBudget
  clientOf: (request: Request) => string
}

export interface PrerenderedPages {
  /** Goes before the static file server. */
  middleware: EdgeMiddleware
  /** For the start-up log. */
  describe(): string
}

const PAGE_FILE = 'index.html'
const NOT_FOUND_FILE = '404.html'

function asUrlPath(file: string): string {
  return `/${file.split(sep).join('/')}`
}

/** `o-nas/index.html` → `/o-nas`; `index.html` → `/`. */
function pagePathOfFile(file: string): string {
  const path = asUrlPath(file)
  return path === `/${PAGE_FILE}` ? '/' : path.slice(0, -PAGE_FILE.length - 1)
}

/** The decoded paths the static file server answers with the file: `/o-nas/index`, `/o-nas`. */
function staticKeys(file: string): string[] {
  const path = asUrlPath(file)
  const bare = path.slice(0, -'.html'.length)
  return bare.endsWith('/index') ? [path, bare, bare.slice(0, -'/index'.length) || '/'] : [path, bare]
}

/** As the static file server resolves it; undefined when it cannot be decoded. */
function staticKey(pathname: string): string | undefined {
  try {
    return decodeURI(pathname).replace(/\/+$/, '') || '/'
  } catch {
    return undefined
  }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`assets${sep}`))
}

function isPersonal(request: Request, url: URL): boolean {
  const cookie = request.headers.get('cookie')
  // Most requests carry neither: they are answered without looking further.
  if (url.search === '' && cookie === null) return false
  const locale = matchPath(url.pathname)?.locale ?? 'sl'
  // The pages read the query for the contact page's topic only.
  const readsQuery = [...url.searchParams].some(
    ([name, value]) => contactTopicOf({ [name]: value }, locale) !== undefined,
  )
  // What the pages read of the cookies, against a visitor who has none (the copy's).
  return (
    readsQuery || (cookie !== null && !isDeepStrictEqual(visitorChoices(cookie, locale), noChoices(locale)))
  )
}

/** What the prerendered copy shows, by language. */
const withoutCookies = new Map<Locale, ReturnType<typeof visitorChoices>>()
function noChoices(locale: Locale): ReturnType<typeof visitorChoices> {
  const known = withoutCookies.get(locale) ?? visitorChoices(undefined, locale)
  withoutCookies.set(locale, known)
  return known
}

/** dist/client, beside the dist/server this code runs from. */
export function builtClientDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (dirname(dir) !== dir) {
    if (basename(dir) === 'server' && existsSync(join(dir, '..', 'client', 'assets'))) {
      return join(dir, '..', 'client')
    }
    dir = dirname(dir)
  }
  return undefined
}

export function createPrerenderedPages(options: PrerenderedOptions): PrerenderedPages {
  const servesCopies = isDeepStrictEqual(options.built, options.running)
  let files: { pages: Set<string>; shadowed: Set<string>; notFound: string | undefined } | undefined
  function buildFiles() {
    // Read at the first request, not when the module loads: the build imports it before it prerenders.
    if (files) return files
    const all = options.dir && existsSync(options.dir) ? htmlFiles(options.dir) : []
    files = {
      pages: new Set(
        all.filter((file) => file === PAGE_FILE || file.endsWith(`${sep}${PAGE_FILE}`)).map(pagePathOfFile),
      ),
      shadowed: new Set(all.flatMap(staticKeys)),
      notFound: options.dir && all.includes(NOT_FOUND_FILE) ? join(options.dir, NOT_FOUND_FILE) : undefined,
    }
    return files
  }

  const middleware: EdgeMiddleware = async (request, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const url = requestUrl(request)
    const { pages, shadowed } = buildFiles()
    // At "/" a language redirect is the app's to make, whatever the budget.
    const redirect = url.pathname === '/' && visitorLocale(request.headers) === 'en'
    if (
      servesCopies &&
      pages.has(url.pathname) &&
      !redirect &&
      (!isPersonal(request, url) || !options.budget.take(options.clientOf(request)))
    ) {
      const response = await next()
      // The static file server varies on Accept-Encoding; the copy is also only for a visitor without
      // the cookies above (and at "/", of the languages that stay).
      response.headers.set(
        'Vary',
        url.pathname === '/' ? `Accept-Encoding, ${ROOT_VARY}` : 'Accept-Encoding, Cookie',
      )
      return response
    }
    // A page rendered within the budget, the language redirect at "/", or a build for another configuration.
    if (pages.has(url.pathname)) return options.render(request)
    const key = staticKey(url.pathname)
    if (key !== undefined && shadowed.has(key)) return withinBudget(request, () => options.render(request))
    // No page, no file (it has no extension), nothing of the API: the app renders the not-found page.
    if (extname(url.pathname) === '' && !url.pathname.startsWith('/api/')) return withinBudget(request, next)
    return next()
  }

  // A render of the not-found page (or of the 301 of a file's other name) costs what a page does: it
  // comes from the client's render budget too; past it, the build's prerendered not-found page (in
  // Slovenian, the default language) answers with 404.
  let notFoundCopy: string | undefined
  async function withinBudget(request: EdgeRequest, render: () => Response | Promise<Response>) {
    const { notFound } = buildFiles()
    if (!servesCopies || !notFound || options.budget.take(options.clientOf(request))) return render()
    notFoundCopy ??= await readFile(notFound, 'utf8')
    return new Response(request.method === 'HEAD' ? null : notFoundCopy, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  }

  return {
    middleware,
    describe() {
      const count = buildFiles().pages.size
      if (count === 0) return 'No prerendered pages: every page is rendered per request.'
      return servesCopies
        ? `Serving ${count} prerendered pages from the build.`
        : `Rendering every page per request: the build's ${count} prerendered pages were made for another SITE_URL, ANALYTICS_ID or CONTACT_RETENTION_DAYS (dist/server/build-identity.json). Build with this configuration to serve them.`
    },
  }
}

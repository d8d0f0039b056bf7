import { existsSync, readdirSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { type Locale, matchPath } from '@firma/i18n'
import { visitorChoices } from '../pages/visitorChoices.js'
import { contactTopicOf } from '../shared/contactTopic.js'
import type { BuildIdentity } from './buildIdentity.js'
import type { EdgeMiddleware } from './http/edge.js'
import type { RenderBudget } from './http/renderBudget.js'
import { requestUrl } from './http/requestUrl.js'
import { ROOT_VARY, visitorLocale } from './localeRedirect.js'

/**
 * Which page requests get the prerendered copy the build wrote, and which the app renders.
 *
 * `vike build` prerenders every page in both languages (`<path>/index.html`) for a visitor without
 * cookies and compresses each (`.br`, `.gz`: vite.config.ts); srvx's static file server, after this
 * middleware, sends them with their encoding, ETags, Last-Modified and 304s. A request gets the copy
 * when it carries nothing the page reads: no query parameter a page reads (only the contact page's
 * topic, shared/contactTopic.ts), no consent or accessibility cookie that parses to a choice, no
 * preview-notice cookie and, at "/", no language redirect to make. Any other page request is rendered
 * within its client's render budget (http/renderBudget.ts); past it the client gets the copy, not a
 * 429 (docs/operators.md, "Renders on demand", says why). The other names the static file server would
 * map to a prerendered file (`/o-nas/`, `/o-nas/index.html`, `/404`) go to the app, for its 301 or 404.
 *
 * The build bakes SITE_URL, ANALYTICS_ID and CONTACT_RETENTION_DAYS into its pages and writes which it
 * used (buildIdentity.ts): a server configured otherwise renders every page, and says so at start.
 */

export interface PrerenderedOptions {
  /** The build's client directory (`builtClientDir()`); none under `vike dev`. */
  dir: string | undefined
  /** What the build wrote it made its pages for (`readBuildIdentity`); undefined without one. */
  built: BuildIdentity | undefined
  /** The same of the running server's configuration. */
  running: BuildIdentity
  /** The app: renders any request. */
  render: (request: Request) => Response | Promise<Response>
  /** The renders a client may force rather than get the copy, by `clientOf` (the contact limit's key). */
  budget: RenderBudget
  clientOf: (request: Request) => string
}

export interface PrerenderedPages {
  /** Goes before the static file server. */
  middleware: EdgeMiddleware
  /** What the server does with the build's pages, in a sentence for the start-up log. */
  describe(): string
}

const PAGE_FILE = 'index.html'

/** A build file's path as a URL path: `o-nas/index.html` → `/o-nas/index.html`. */
function asUrlPath(file: string): string {
  return `/${file.split(sep).join('/')}`
}

/** `o-nas/index.html` → `/o-nas`; `index.html` → `/`. */
function pagePathOfFile(file: string): string {
  const path = asUrlPath(file)
  return path === `/${PAGE_FILE}` ? '/' : path.slice(0, -PAGE_FILE.length - 1)
}

/**
 * The request paths (decoded, without trailing slashes) for which the static file server would send
 * this file: `o-nas/index.html` for `/o-nas/index.html`, `/o-nas/index` and `/o-nas`.
 */
function staticKeys(file: string): string[] {
  const path = asUrlPath(file)
  const bare = path.slice(0, -'.html'.length)
  return bare.endsWith('/index') ? [path, bare, bare.slice(0, -'/index'.length) || '/'] : [path, bare]
}

/** A request path as the static file server resolves it, or undefined when it cannot be decoded. */
function staticKey(pathname: string): string | undefined {
  try {
    return decodeURI(pathname).replace(/\/+$/, '') || '/'
  } catch {
    return undefined
  }
}

/** The build's HTML files, relative to `dir` (the hashed assets apart). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`assets${sep}`))
}

/** Whether a request must be rendered for this visitor rather than served the shared copy. */
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

/** The choices of a visitor without cookies, by language: what the prerendered copy shows. */
const withoutCookies = new Map<Locale, ReturnType<typeof visitorChoices>>()
function noChoices(locale: Locale): ReturnType<typeof visitorChoices> {
  const known = withoutCookies.get(locale) ?? visitorChoices(undefined, locale)
  withoutCookies.set(locale, known)
  return known
}

/** The build's client directory (dist/client, beside dist/server where this code runs from), if any. */
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
  let files: { pages: Set<string>; shadowed: Set<string> } | undefined
  /** The prerendered pages' paths, and every path the static file server would answer with a file of them. */
  function buildFiles() {
    // Read at the first request, not when the module loads: the build imports it before it prerenders.
    if (files) return files
    const all = options.dir && existsSync(options.dir) ? htmlFiles(options.dir) : []
    files = {
      pages: new Set(
        all.filter((file) => file === PAGE_FILE || file.endsWith(`${sep}${PAGE_FILE}`)).map(pagePathOfFile),
      ),
      shadowed: new Set(all.flatMap(staticKeys)),
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
    const key = staticKey(url.pathname)
    if (key !== undefined && shadowed.has(key)) return options.render(request)
    return next()
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

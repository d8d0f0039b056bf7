import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { parseAccept } from 'hono/utils/accept'
import { FastResponse } from 'srvx'
import { PERSONAL_COOKIES } from '../config/site.js'
import type { BuildIdentity } from './buildIdentity.js'
import { readCookie } from './cookies.js'
import type { EdgeMiddleware } from './http/edge.js'
import { requestUrl } from './http/requestUrl.js'
import { ROOT_VARY, rootRedirect } from './localeRedirect.js'

/**
 * Prerendered pages, served from memory to the requests they fit.
 *
 * `vike build` prerenders every page in both languages (`<path>/index.html`, the page context the
 * browser needs embedded as JSON) for a visitor without cookies. That output is right for a request with no
 * query string and without the consent, accessibility-preference or preview-notice cookie (those
 * change the first response: banner, colour scheme, text size, preview notice), and, at "/", with no
 * language redirect to make. Every other request for a page goes to the app, which renders it; so do
 * the other names the static file server would map to a prerendered file (`/o-nas/`,
 * `/o-nas/index.html`, `/404`), which get the app's 301 or 404 instead of a copy of a page.
 *
 * The build bakes SITE_URL (canonical and alternate links), ANALYTICS_ID and CONTACT_RETENTION_DAYS (the
 * privacy notice) into its pages and writes which it used (buildIdentity.ts). When the running server
 * is configured otherwise, the same pages are rendered once at start-up by the app instead, so what is
 * served always matches the configuration.
 */

export interface PrerenderedOptions {
  /** The build's client directory (`builtClientDir()`); none under `vike dev`. */
  dir: string | undefined
  /** What the build wrote it made its pages for (`readBuildIdentity`); undefined without one. */
  built: BuildIdentity | undefined
  /** The same of the running server's configuration. */
  running: BuildIdentity
  /** The app: renders any request per request. */
  render: (request: Request) => Response | Promise<Response>
  log?: (message: string) => void
}

export interface PrerenderedPages {
  middleware: EdgeMiddleware
  /**
   * Reads (or renders) the pages into memory; call it once the server runs (never during the build).
   * Until it settles, every page is rendered per request.
   */
  load(): Promise<void>
}

interface Entry {
  body: Buffer
  type: string
  etag: string
  vary: string
  encoded: Map<'br' | 'gzip', Buffer>
}

const PAGE_FILE = 'index.html'

/** A build file's path as a URL path: `o-nas/index.html` → `/o-nas/index.html`. */
function asUrlPath(file: string): string {
  return `/${file.split(sep).join('/')}`
}

/**
 * `o-nas/index.html` → `/o-nas`; `index.html` → `/`.
 * @internal
 */
export function urlPathOfFile(file: string): string {
  const path = asUrlPath(file)
  if (path === `/${PAGE_FILE}`) return '/'
  if (path.endsWith(`/${PAGE_FILE}`)) return path.slice(0, -PAGE_FILE.length - 1)
  return path
}

/**
 * The request paths (decoded, without trailing slashes) for which the static file server would send
 * this file: `o-nas/index.html` for `/o-nas/index.html`, `/o-nas/index` and `/o-nas`.
 */
function staticKeys(file: string): string[] {
  const path = asUrlPath(file)
  if (!path.endsWith('.html')) return [path]
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

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : walk(path, base)
    return [relative(base, path)]
  })
}

/** Whether a request must be rendered for this visitor rather than served the shared copy. */
function isPersonal(request: Request, url: URL): boolean {
  if (url.search !== '') return true
  const cookie = request.headers.get('cookie')
  if (PERSONAL_COOKIES.some((name) => readCookie(cookie, name) !== undefined)) return true
  if (url.pathname === '/') {
    return rootRedirect({ cookie, acceptLanguage: request.headers.get('accept-language') }) !== undefined
  }
  return false
}

/** The encoding to send among the ones we keep, by the client's Accept-Encoding (q=0 refuses; br on a tie). */
function preferredEncoding(header: string | null): 'br' | 'gzip' | undefined {
  const accepted = new Map(parseAccept(header ?? '').map(({ type, q }) => [type.toLowerCase(), q]))
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return undefined
}

function encode(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  let encoded = entry.encoded.get(encoding)
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(entry.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipSync(entry.body, { level: 9 })
    entry.encoded.set(encoding, encoded)
  }
  return encoded
}

function respond(entry: Entry, request: Request): Response {
  const encoding = preferredEncoding(request.headers.get('accept-encoding'))
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag
  const headers: Record<string, string> = { 'Content-Type': entry.type, Vary: entry.vary, ETag: etag }
  const match = request.headers.get('if-none-match')
  if (match?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
    return new FastResponse(null, { status: 304, headers })
  }
  const body = encoding ? encode(entry, encoding) : entry.body
  if (encoding) headers['Content-Encoding'] = encoding
  headers['Content-Length'] = String(body.length)
  // srvx's response class hands the buffer to Node as it is, without a web stream in between.
  // (Node's buffers sit on an ArrayBuffer; the DOM typings of BodyInit just cannot know it.)
  const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>
  return new FastResponse(request.method === 'HEAD' ? null : bytes, { status: 200, headers })
}

function entryOf(path: string, body: Buffer): Entry {
  return {
    body,
    type: 'text/html; charset=utf-8',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    vary: path === '/' ? `Accept-Encoding, ${ROOT_VARY}` : 'Accept-Encoding, Cookie',
    encoded: new Map(),
  }
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
  const entries = new Map<string, Entry>()
  let files: { pages: string[]; shadowed: Set<string> } | undefined
  /** The build's prerendered files, and every path the static file server would answer with one. */
  function buildFiles() {
    if (files) return files
    const all =
      options.dir && existsSync(options.dir) ? walk(options.dir).filter((file) => file.endsWith('.html')) : []
    files = {
      pages: all.filter((file) => file === PAGE_FILE || file.endsWith(`${sep}${PAGE_FILE}`)),
      shadowed: new Set(all.flatMap(staticKeys)),
    }
    return files
  }

  async function load(): Promise<void> {
    const { pages: pageFiles } = buildFiles()
    const dir = options.dir
    if (!dir || pageFiles.length === 0) return
    const matchesConfig = isDeepStrictEqual(options.built, options.running)
    const loaded = new Map<string, Entry>()
    for (const file of pageFiles) {
      const path = urlPathOfFile(file)
      let body: Buffer
      if (matchesConfig) {
        body = readFileSync(join(dir, file))
      } else {
        const response = await options.render(new Request(new URL(path, options.running.siteUrl)))
        if (response.status !== 200) {
          options.log?.(
            `Prerendering ${path} at start-up answered ${response.status}: it is rendered per request.`,
          )
          continue
        }
        body = Buffer.from(await response.arrayBuffer())
      }
      loaded.set(path, entryOf(path, body))
    }
    for (const [path, entry] of loaded) entries.set(path, entry)
    const pages = [...loaded.values()].filter((entry) => entry.type.startsWith('text/html')).length
    options.log?.(
      matchesConfig
        ? `Serving ${pages} prerendered pages from the build.`
        : `Serving ${pages} pages rendered at start-up: the build was made for another SITE_URL, ANALYTICS_ID or CONTACT_RETENTION_DAYS.`,
    )
  }

  const middleware: EdgeMiddleware = async (request, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const url = requestUrl(request)
    const path = url.pathname
    const entry = entries.get(path)
    if (entry && !isPersonal(request, url)) return respond(entry, request)
    const key = staticKey(path)
    if (entry || (key !== undefined && buildFiles().shadowed.has(key))) return options.render(request)
    return next()
  }

  return { middleware, load }
}

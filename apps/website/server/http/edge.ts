import { requestUrl } from './requestUrl.js'
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.js'
import { forwardedProto, type TrustProxy } from './trustProxy.js'

/** As srvx hands it to middleware (`ip` is the socket address). */
export type EdgeRequest = Request & { ip?: string | undefined }
export type EdgeMiddleware = (
  request: EdgeRequest,
  next: () => Response | Promise<Response>,
) => Promise<Response>

export interface EdgeOptions {
  analytics: boolean
  /** Whose X-Forwarded-Proto decides on HSTS and Secure cookies. */
  trustProxy: TrustProxy
}

/** Longest request target we answer; longer ones get 414 (no page of this site comes near it). */
const MAX_URL_LENGTH = 2048
const allowedMethods = ['GET', 'HEAD', 'POST', 'OPTIONS']

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...extra },
  })
}

/** Why a request is refused before any routing, or undefined when it may go on. */
function rejectRequest(request: Request): Response | undefined {
  if (!allowedMethods.includes(request.method)) {
    return plain(405, 'Method Not Allowed', { Allow: allowedMethods.join(', ') })
  }
  let pathname: string
  try {
    // srvx builds the URL from the Host header, and throws from the `url` getter itself for some
    // (`Host: a:99999` with a "#" in the target), so even the length check is inside the try.
    if (request.url.length > MAX_URL_LENGTH) return plain(414, 'URI Too Long')
    pathname = requestUrl(request).pathname
    decodeURIComponent(pathname)
  } catch {
    return plain(400, 'Bad Request')
  }
  // A NUL or a backslash never belongs in our paths. (Dot segments, even encoded, are already resolved
  // by URL parsing, so no traversal reaches the static files.)
  if (/%00|\\|%5c/i.test(pathname)) return plain(400, 'Bad Request')
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { Allow: allowedMethods.join(', ') } })
  return undefined
}

/** A found hashed asset is cached for a year; a missing one never: in a rolling deploy it may exist soon. */
function cacheControlFor(pathname: string, status: number, current: string | null): string {
  if (pathname.startsWith('/assets/')) {
    return status < 300 || status === 304 ? 'public, max-age=31536000, immutable' : 'no-store'
  }
  // "/" answers by language (Vary: Accept-Language, Cookie): a shared cache that ignores Vary would keep
  // one visitor's answer for all. The page is private to the browser; the redirect is never stored.
  if (pathname === '/') {
    // 304 answers a revalidation of the page: it keeps the page's rule.
    return status >= 300 && status < 400 && status !== 304 ? 'no-store' : 'private, no-cache'
  }
  return current ?? 'no-cache'
}

/**
 * The origin comes from the `Host` the client chooses: an absolute redirect built from it (as the page
 * router's canonical-path redirects are) would send a visitor, or a cache keyed without `Host`, anywhere.
 */
function relativeLocation(location: string, url: URL | undefined): string | undefined {
  if (!url || !URL.canParse(location)) return undefined
  const target = new URL(location)
  if (target.origin !== url.origin) return undefined
  // A path that starts with "//" would read as another host once relative: keep one slash.
  return `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`
}

function parsedUrl(request: Request): URL | undefined {
  try {
    return requestUrl(request)
  } catch {
    return undefined
  }
}

/** For an https request: handlers that decide it from the URL see http behind a TLS-terminating proxy. */
function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie()
  if (cookies.every(isSecure)) return
  headers.delete('Set-Cookie')
  for (const cookie of cookies) headers.append('Set-Cookie', isSecure(cookie) ? cookie : `${cookie}; Secure`)
}

function isSecure(cookie: string): boolean {
  return cookie
    .split(';')
    .slice(1)
    .some((attribute) => attribute.trim().toLowerCase() === 'secure')
}

/** First for every request, static files included: a 4xx for malformed ones, headers and caching for all. */
export function createEdgeMiddleware(options: EdgeOptions): EdgeMiddleware {
  const csp = contentSecurityPolicy(options)
  const headersFor = {
    http: Object.entries(securityHeaders(csp, false)),
    https: Object.entries(securityHeaders(csp, true)),
  }
  return async (request, next) => {
    const early = rejectRequest(request)
    const response = early ?? (await next())
    // Undefined only for a Host that makes the URL unparsable (refused above): plain-http rules, no log.
    const url = parsedUrl(request)
    const forwardedHttps =
      forwardedProto(
        options.trustProxy,
        request.ip,
        request.headers.get('x-forwarded-for'),
        request.headers.get('x-forwarded-proto'),
      ) === 'https'
    const https = url?.protocol === 'https:' || forwardedHttps
    const finish = (headers: Headers) => {
      for (const [name, value] of headersFor[https ? 'https' : 'http']) headers.set(name, value)
      if (https) secureCookies(headers)
      headers.set(
        'Cache-Control',
        cacheControlFor(url?.pathname ?? '', response.status, headers.get('cache-control')),
      )
      const location = headers.get('location')
      const relative = location === null ? undefined : relativeLocation(location, url)
      if (relative !== undefined) headers.set('Location', relative)
      headers.delete('X-Powered-By')
      headers.delete('Server')
    }
    return withHeaders(response, finish)
  }
}

/** In place where headers may change, so a buffer body stays a buffer; else (a static file's) on a copy. */
export function withHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers)
    return response
  } catch {
    const headers = new Headers(response.headers)
    edit(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

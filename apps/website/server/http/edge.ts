import { requestUrl } from './requestUrl.js'
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.js'
import { forwardedProto, type TrustProxy } from './trustProxy.js'

/** A request as srvx hands it to middleware (`ip` is the socket address). */
export type EdgeRequest = Request & { ip?: string | undefined }
export type EdgeMiddleware = (
  request: EdgeRequest,
  next: () => Response | Promise<Response>,
) => Promise<Response>

export interface EdgeOptions {
  analytics: boolean
  /** Whose X-Forwarded-Proto to believe for deciding on HSTS and Secure cookies (TRUST_PROXY). */
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

/**
 * Hashed build assets never change under the same name, so a found one is cached for a year. A missing
 * one is never cached: during a rolling deploy it may exist a moment later, and a cache (or a CDN) must
 * not keep the 404.
 */
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
 * A Location on the request's own origin, made relative. The origin comes from the `Host` header,
 * which the client chooses: an absolute redirect built from it (as the page router builds its
 * canonical-path redirects) would send a visitor, or a cache keyed without `Host`, to any site.
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

/**
 * Marks every cookie of a response to an https request `Secure`. Handlers that decide it from the
 * request URL see http behind a TLS-terminating proxy; this covers them (and any handler to come).
 */
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

/**
 * The first thing every request meets, static files and prerendered pages included: refuses malformed
 * requests with a 4xx and puts the security headers and caching rules on every response.
 */
export function createEdgeMiddleware(options: EdgeOptions): EdgeMiddleware {
  const csp = contentSecurityPolicy(options)
  const headersFor = {
    http: Object.entries(securityHeaders(csp, false)),
    https: Object.entries(securityHeaders(csp, true)),
  }
  return async (request, next) => {
    const early = rejectRequest(request)
    const response = early ?? (await next())
    // Undefined only for a request rejectRequest refused (a Host that makes the URL unparsable): it is
    // answered over the plain-http rules, and logs nothing (a client can send any number of them).
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

/**
 * `response` with its headers changed by `edit`: in place where they may change (our own and the
 * framework's responses), so that it keeps its body as it is (a buffer stays a buffer: no stream in
 * between); else (a static file's headers are immutable) on a copy.
 */
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

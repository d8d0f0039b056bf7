import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { firstScreenStyles } from '../../render/firstScreenStyles.js'
import { rootLanguageRedirect } from '../localeRedirect.js'
import { createEdgeMiddleware } from './edge.js'
import { contentSecurityPolicy } from './securityHeaders.js'

const ok = () => new Response('<!doctype html><title>x</title>', { headers: { 'Content-Type': 'text/html' } })
const edge = createEdgeMiddleware({ analytics: false, trustProxy: false })

describe('content security policy', () => {
  it('allows scripts only from this origin, never inline, unsafe-inline or unsafe-eval', () => {
    const csp = contentSecurityPolicy({ analytics: false })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'inline-speculation-rules'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
  })

  it('allows styles from this origin and the first-screen block by the hash of its text, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ analytics: false })
    const hash = createHash('sha256').update(firstScreenStyles, 'utf8').digest('base64')
    expect(csp.split('; ').find((d) => d.startsWith('style-src'))).toBe(`style-src 'self' 'sha256-${hash}'`)
  })

  it('names the analytics hosts only when analytics are configured', () => {
    expect(contentSecurityPolicy({ analytics: false })).not.toContain('googletagmanager')
    expect(contentSecurityPolicy({ analytics: true })).toContain('https://www.googletagmanager.com')
  })
})

describe('edge middleware', () => {
  it('puts the security headers on every response', async () => {
    const response = await edge(new Request('http://localhost/'), ok)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('adds HSTS over https, and behind a trusted proxy that says so', async () => {
    expect(
      (await edge(new Request('https://example.com/'), ok)).headers.get('strict-transport-security'),
    ).toContain('max-age=')
    const proxied = createEdgeMiddleware({ analytics: false, trustProxy: true })
    const request = new Request('http://localhost/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect((await proxied(request, ok)).headers.get('strict-transport-security')).toContain('max-age=')
    expect((await edge(request, ok)).headers.get('strict-transport-security')).toBeNull()
  })

  it('marks cookies Secure over https, and behind a trusted proxy that says so', async () => {
    const withCookies = () => {
      const headers = new Headers()
      headers.append('Set-Cookie', 'consent=x; Path=/; SameSite=Lax')
      headers.append('Set-Cookie', 'other=y; Path=/; Secure')
      return new Response(null, { status: 303, headers })
    }
    const secure = ['consent=x; Path=/; SameSite=Lax; Secure', 'other=y; Path=/; Secure']
    expect((await edge(new Request('https://example.com/'), withCookies)).headers.getSetCookie()).toEqual(
      secure,
    )
    const proxied = createEdgeMiddleware({ analytics: false, trustProxy: true })
    const forwarded = () => new Request('http://localhost/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect((await proxied(forwarded(), withCookies)).headers.getSetCookie()).toEqual(secure)
    // Over plain http (or an untrusted header) a Secure cookie would be dropped: leave them as they are.
    expect((await edge(forwarded(), withCookies)).headers.getSetCookie()).toEqual([
      'consent=x; Path=/; SameSite=Lax',
      'other=y; Path=/; Secure',
    ])
  })

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await edge(new Request('http://localhost/assets/entries/x.123.js'), ok)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await edge(new Request('http://localhost/o-nas'), ok)).headers.get('cache-control')).toBe(
      'no-cache',
    )
  })

  it('keeps the answers at "/" out of shared caches: the page private, the language redirect never stored', async () => {
    // "/" as the server answers it: the language redirect, else the Slovenian home page (here a stand-in,
    // with the public caching a prerendered copy or a framework might give it).
    const app = new Hono()
    app.get('/', rootLanguageRedirect, (c) =>
      c.html('<p>Domov</p>', 200, { 'Cache-Control': 'public, max-age=600' }),
    )
    const root = (headers: Record<string, string>) =>
      edge(new Request('http://localhost/', { headers }), () =>
        app.fetch(new Request('http://localhost/', { headers })),
      )

    const redirect = await root({ 'accept-language': 'en-GB,en;q=0.9' })
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/en')
    expect(redirect.headers.get('cache-control')).toBe('no-store')
    expect(redirect.headers.get('vary')).toContain('Accept-Language')

    const page = await root({ 'accept-language': 'sl-SI,sl' })
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<p>Domov</p>')
    expect(page.headers.get('cache-control')).toBe('private, no-cache')
    expect(page.headers.get('vary')).toContain('Accept-Language')

    // A revalidated page (304, as the static file server answers a matching ETag) keeps the page's rule.
    const notModified = await edge(
      new Request('http://localhost/'),
      () => new Response(null, { status: 304 }),
    )
    expect(notModified.headers.get('cache-control')).toBe('private, no-cache')

    // Other pages keep their own rules.
    expect((await edge(new Request('http://localhost/en'), ok)).headers.get('cache-control')).toBe('no-cache')
  })

  it('keeps the status and body of the response it wraps', async () => {
    const response = await edge(
      new Request('http://localhost/x'),
      () => new Response('gone', { status: 404 }),
    )
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('gone')
  })
})

describe('malformed requests are refused with a 4xx, never reach the application', () => {
  it.each([
    ['unknown method', new Request('http://localhost/', { method: 'PROPFIND' }), 405],
    ['DELETE', new Request('http://localhost/', { method: 'DELETE' }), 405],
    ['overlong URL', new Request(`http://localhost/${'a'.repeat(2048)}`), 414],
    ['bad percent-encoding', new Request('http://localhost/blog/%E0%A4%A'), 400],
    ['encoded NUL', new Request('http://localhost/o-nas%00'), 400],
    ['encoded backslash', new Request('http://localhost/assets/..%5c..%5cetc%5cpasswd'), 400],
  ])('%s', async (_name, request, status) => {
    let reached = false
    const response = await edge(request, () => {
      reached = true
      return ok()
    })
    expect(response.status).toBe(status)
    expect(reached).toBe(false)
    expect(response.headers.get('content-security-policy')).not.toBeNull()
  })

  it.each([
    ['a page with an encoded query', new Request('http://localhost/produkti/iptv-aplikacije?x=%C4%8D')],
    ['a contact post', new Request('http://localhost/api/contact', { method: 'POST' })],
    [
      'the longest URL answered',
      new Request(`http://localhost/${'a'.repeat(2048 - 'http://localhost/'.length)}`),
    ],
  ])('lets ordinary requests through: %s', async (_name, request) => {
    let reached = false
    await edge(request, () => {
      reached = true
      return ok()
    })
    expect(reached).toBe(true)
  })
})

/** A request whose URL cannot be parsed, as srvx builds it from a `Host` such as `a:99999`. */
function withUnparsableHost(path: string): Request {
  const request = new Request(`http://localhost${path}`)
  Object.defineProperty(request, 'url', { value: `http://a:99999${path}` })
  return request
}

describe('hardening', () => {
  it('answers a request with an unparsable Host 400 with the security headers, not a bare 500', async () => {
    let reached = false
    const response = await edge(withUnparsableHost('/o-nas'), () => {
      reached = true
      return ok()
    })
    expect(response.status).toBe(400)
    expect(reached).toBe(false)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  // Found by the fuzzer: srvx's `url` getter itself throws for `Host: a:99999` and a target with "#".
  it('answers 400 when even reading the request URL throws', async () => {
    const request = new Request('http://localhost/o-nas')
    Object.defineProperty(request, 'url', {
      get() {
        throw new TypeError('Invalid URL')
      },
    })
    const response = await edge(request, ok)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('never caches a missing asset: a 404 under /assets/ is answered no-store', async () => {
    const missing = await edge(
      new Request('http://localhost/assets/entries/gone.123.js'),
      () => new Response('Not Found', { status: 404 }),
    )
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('makes a redirect to the request’s own origin relative, so a forged Host never reaches Location', async () => {
    const request = new Request('http://evil.example/o-nas/?x=1')
    const response = await edge(
      request,
      () => new Response(null, { status: 301, headers: { Location: 'http://evil.example/o-nas?x=1' } }),
    )
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/o-nas?x=1')
    // A redirect elsewhere on purpose (none exists today) is left as it is.
    const away = await edge(
      new Request('http://localhost/x'),
      () => new Response(null, { status: 302, headers: { Location: 'https://www.example.com/' } }),
    )
    expect(away.headers.get('location')).toBe('https://www.example.com/')
  })
})

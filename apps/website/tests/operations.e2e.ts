import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { feedPath } from '../content/blog/feedPath.js'

const baseURL = inject('baseURL')

/** A GET with headers fetch() does not let a test set (Host). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseURL)
    const outgoing = request(url, { headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('health checks', () => {
  it('GET /healthz and /readyz answer in plain text, uncached, with nothing of a page about them', async () => {
    for (const [path, text] of [
      ['/healthz', 'ok\n'],
      ['/readyz', 'ready\n'],
    ] as const) {
      const response = await fetch(new URL(path, baseURL))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('set-cookie')).toBeNull()
      const body = await response.text()
      // The server runs with ANALYTICS_ID set: no tag, no script, no HTML at all.
      expect(body).toBe(text)
    }
  })

  it('are in neither sitemap nor robots.txt', async () => {
    for (const path of ['/sitemap.xml', '/en/sitemap.xml', '/robots.txt']) {
      const response = await fetch(new URL(path, baseURL))
      expect(response.status).toBe(200)
      const body = await response.text()
      expect(body).not.toMatch(/healthz|readyz/)
    }
  })
})

describe('absolute URLs and redirects', () => {
  // A request with a forged Host header (a cache or proxy in front may pass any): nothing the server
  // answers may point visitors there; every absolute URL comes from SITE_URL.
  const forged = 'attacker.example'

  it.each([
    ['/sitemap.xml', {}],
    ['/en/sitemap.xml', {}],
    ['/robots.txt', {}],
    [feedPath('sl'), {}],
    [feedPath('en'), {}],
    ['/o-nas', {}],
    ['/en/about-us', {}],
    ['/blog', { cookie: 'a11y-preferences=x' }],
    ['/', { 'accept-language': 'en' }],
    ['/healthz', {}],
  ] as const)('%s', async (path, headers) => {
    const response = await rawGet(path, { ...headers, host: forged })
    expect(response.status).toBeLessThan(500)
    expect(JSON.stringify(response.headers)).not.toContain(forged)
    expect(response.body).not.toContain(forged)
    if (response.status === 200 && path !== '/healthz')
      expect(response.body).toContain(baseURL.replace(/\/$/, ''))
  })
})

import { describe, expect, inject, it } from 'vitest'
import { type RawRequest, rawRequest } from './support/rawHttp.js'

// The security review's findings and the request fuzzer's, as plain examples against the production server of the
// global setup, over raw TCP (fetch would refuse or rewrite these requests).
const baseURL = inject('baseURL')
const port = Number(new URL(baseURL).port)
const own = `127.0.0.1:${port}`

async function send(request: RawRequest) {
  const response = await rawRequest(port, request)
  if (!response) throw new Error(`No answer to ${request.method} ${request.target}`)
  return response
}
const get = (target: string, headers: [string, string][] = [['Host', own]]) =>
  send({ method: 'GET', target, headers })

function expectSecurityHeaders(response: { headers: Map<string, string[]> }) {
  expect(response.headers.get('content-security-policy')?.[0]).toContain("default-src 'self'")
  expect(response.headers.get('x-content-type-options')?.[0]).toBe('nosniff')
}

describe('hardening regressions', () => {
  it('a Host that makes the URL unparsable gets 400 with the security headers (item 2)', async () => {
    for (const target of ['/o-nas', '/', '/o-nas#', '/#']) {
      const response = await get(target, [['Host', 'a:99999']])
      expect(response.status, target).toBe(400)
      expectSecurityHeaders(response)
    }
  })

  it('a request without Host is answered by the site, with the security headers (fuzzer)', async () => {
    const response = await get('/o-nas', [])
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
  })

  it('a missing asset gets a small uncached 404, not a page (item 3)', async () => {
    const response = await get('/assets/entries/gone-abc123.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')?.[0]).toBe('no-store')
    expect(response.headers.get('content-type')?.[0]).not.toContain('text/html')
    expect(response.body.length).toBeLessThan(100)
    expectSecurityHeaders(response)
  })

  it('the canonical-path redirect is relative, whatever the Host (item 9)', async () => {
    const response = await get('/o-nas/', [['Host', 'evil.example']])
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toEqual(['/o-nas'])
  })

  it('consent goes back only to a single-slash path of this site (item 4)', async () => {
    const response = await send({
      method: 'POST',
      target: '/api/consent',
      headers: [
        ['Host', own],
        ['Origin', baseURL],
        ['Referer', `${baseURL}//evil.example/x`],
        ['Content-Type', 'application/x-www-form-urlencoded'],
        ['Content-Length', '13'],
      ],
      body: 'consent=agree',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toEqual(['/'])
  })

  it('a consent body over the limit is refused while streaming (item 1)', async () => {
    const response = await send({
      method: 'POST',
      target: '/api/consent',
      headers: [
        ['Host', own],
        ['Origin', baseURL],
        ['Content-Type', 'application/x-www-form-urlencoded'],
        ['Transfer-Encoding', 'chunked'],
      ],
      body: `consent=agree&x=${'a'.repeat(64 * 1024)}`,
      chunked: true,
    })
    expect(response.status).toBe(413)
    expectSecurityHeaders(response)
  })

  it('a link cannot make the contact page say a message was sent (item 5)', async () => {
    const response = await get('/en/contact-us?status=sent&email=anyone%40example.com')
    expect(response.status).toBe(200)
    // (The catalogue of the page, passed to the browser, holds the text with its {email} placeholder.)
    expect(response.body).not.toContain('anyone@example.com')
    expect(response.body).not.toMatch(/Your message was sent to [^{]/)
  })
})

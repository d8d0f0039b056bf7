import { parseConsentRecord } from '@firma/ui/consent'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { consentVersion } from '../config/site.js'
import { createConsentRoutes } from './consent.js'

const app = createConsentRoutes({ siteUrl: 'https://www.example.com' })
// The clock the record's decision time is read from.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') })
})
afterAll(() => {
  vi.useRealTimers()
})
const post = (body: string, headers: Record<string, string> = {}) =>
  app.request('http://localhost/', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  })

function cookieRecord(response: Response) {
  const cookie = response.headers.get('set-cookie') ?? ''
  const value = decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '')
  return { cookie, record: parseConsentRecord(value) }
}

describe('consent without JavaScript', () => {
  it('"I agree" is recorded for 180 days and the visitor goes back to the page', async () => {
    const response = await post('consent=agree', { Referer: 'http://localhost/o-nas?x=1' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/o-nas?x=1')
    const { cookie, record } = cookieRecord(response)
    expect(cookie).toContain('Max-Age=15552000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(record).toEqual({
      allowCookies: true,
      decidedAt: '2026-11-22T10:00:00.000Z',
      version: consentVersion,
    })
  })

  it('"Reject" is recorded for the session only', async () => {
    const response = await post('consent=reject')
    const { cookie, record } = cookieRecord(response)
    expect(cookie).not.toContain('Max-Age')
    expect(record?.allowCookies).toBe(false)
    expect(response.headers.get('location')).toBe('/')
  })

  // The attributes the hand-written writer gave before the move to Hono's setCookie, order aside.
  it('writes the same cookie attributes as before: Path=/, SameSite=Lax, Max-Age only for "I agree", Secure over https', async () => {
    const attributes = (response: Response) =>
      (response.headers.get('set-cookie') ?? '').split('; ').slice(1).sort()
    expect(attributes(await post('consent=agree'))).toEqual(['Max-Age=15552000', 'Path=/', 'SameSite=Lax'])
    expect(attributes(await post('consent=reject'))).toEqual(['Path=/', 'SameSite=Lax'])
    const overHttps = await app.request('https://www.example.com/', {
      method: 'POST',
      body: 'consent=agree',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://www.example.com' },
    })
    expect(overHttps.headers.getSetCookie()).toHaveLength(1)
    expect(attributes(overHttps)).toEqual(['Max-Age=15552000', 'Path=/', 'SameSite=Lax', 'Secure'])
  })

  // Reproduces a refusal behind a proxy: the browser's Origin is the public one (SITE_URL), not the
  // address the server itself listens on.
  it('accepts posts from the public origin behind a proxy', async () => {
    const response = await post('consent=agree', {
      Origin: 'https://www.example.com',
      'Sec-Fetch-Site': 'same-origin',
    })
    expect(response.status).toBe(303)
  })

  it('never redirects to another host', async () => {
    const response = await post('consent=agree', { Referer: 'https://evil.example/phish' })
    expect(response.headers.get('location')).toBe('/')
  })

  it('refuses cross-site posts, other choices, other encodings and large bodies with a 4xx', async () => {
    expect((await post('consent=agree', { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await post('consent=agree', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await post('consent=agree', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
    expect((await post('consent=maybe')).status).toBe(400)
    expect((await post('')).status).toBe(400)
    expect((await post('consent=agree', { 'Content-Type': 'application/json' })).status).toBe(415)
    expect((await post(`consent=agree&x=${'a'.repeat(2000)}`)).status).toBe(413)
  })

  // Regression: a path starting with "//" (or "/\", which URL parsing turns into "//") was followed as a
  // protocol-relative redirect to another host.
  it.each([
    ['http://localhost//evil.example/x', '/'],
    ['http://localhost/\\evil.example/x', '/'],
    ['http://localhost///evil.example', '/'],
    ['http://localhost//en/evil.example', '/'],
    ['http://localhost/en//evil.example/x', '/en//evil.example/x'],
  ])('follows only same-origin paths with a single leading slash (Referer %s)', async (referer, expected) => {
    const response = await post('consent=agree', { Referer: referer })
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location.startsWith('//')).toBe(false)
    expect(location.startsWith('/\\')).toBe(false)
    expect(location).toBe(expected)
  })

  it('sends a visitor without a usable Referer to the home page of their language', async () => {
    const english = { 'Accept-Language': 'en-GB,en;q=0.9' }
    expect(
      (await post('consent=agree', { Referer: 'http://localhost//evil.example', ...english })).headers.get(
        'location',
      ),
    ).toBe('/en')
    expect((await post('consent=agree', english)).headers.get('location')).toBe('/en')
    expect(
      (await post('consent=agree', { Referer: 'https://evil.example/x', Cookie: 'locale=en' })).headers.get(
        'location',
      ),
    ).toBe('/en')
  })

  // Regression: a chunked body has no Content-Length; it was read in full (30 MB) before the check. A
  // refused body is still read (and dropped) up to 1 MiB, so a browser that sent it sees the answer.
  it('stops reading a chunked body by 1 MiB past its limit', async () => {
    let pulled = 0
    const chunk = new Uint8Array(64 * 1024).fill(97)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        if (pulled > 30 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await app.request('http://localhost/', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThanOrEqual(1024 * 1024 + 2 * chunk.byteLength)
  })
})

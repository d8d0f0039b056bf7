import { describe, expect, inject, it } from 'vitest'
import { type RawResponse, rawExchange, rawRequest } from './support/rawHttp.js'

// Requests Node's HTTP parser itself cannot read, over raw TCP against the production server of the
// global setup: they never reach the application, yet get a readable answer in both languages with the
// security headers every other answer carries, and the server goes on serving.
const baseURL = inject('baseURL')
const port = Number(new URL(baseURL).port)
const own = `127.0.0.1:${port}`

async function send(bytes: string): Promise<RawResponse> {
  const response = await rawExchange(port, bytes)
  if (!response) throw new Error(`No answer to ${JSON.stringify(bytes.slice(0, 80))}`)
  return response
}

/** The security headers of an ordinary page, to compare with. */
async function pageSecurityHeaders(): Promise<Map<string, string | undefined>> {
  const page = await rawRequest(port, { method: 'GET', target: '/o-nas', headers: [['Host', own]] })
  if (!page) throw new Error('No answer to GET /o-nas')
  const names = [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
  ]
  return new Map(names.map((name) => [name, page.headers.get(name)?.[0]]))
}

function expectReadableRefusal(response: RawResponse, statusLine: string, sl: string, en: string) {
  expect(response.head.split('\r\n')[0]).toBe(statusLine)
  expect(response.headers.get('content-type')).toEqual(['text/plain; charset=utf-8'])
  expect(response.body).toBe(`${sl}\n${en}\n`)
  expect(response.headers.get('content-length')).toEqual([String(Buffer.byteLength(response.body))])
  expect(response.headers.get('cache-control')).toEqual(['no-store'])
  expect(response.headers.get('connection')).toEqual(['close'])
  expect(response.headers.has('server')).toBe(false)
  expect(response.headers.has('x-powered-by')).toBe(false)
}

describe('a request the HTTP parser cannot read', () => {
  const cases = [
    {
      what: 'a header line without a colon',
      bytes: `GET /o-nas HTTP/1.1\r\nHost: ${own}\r\nBad Header\r\n\r\n`,
      statusLine: 'HTTP/1.1 400 Bad Request',
      sl: 'Strežnik zahteve ni mogel prebrati.',
      en: 'The server could not read the request.',
    },
    {
      what: 'a request line of garbage',
      bytes: '\u0016\u0003\u0001 garbage ?? \u00ff\r\n\r\n',
      statusLine: 'HTTP/1.1 400 Bad Request',
      sl: 'Strežnik zahteve ni mogel prebrati.',
      en: 'The server could not read the request.',
    },
    {
      what: 'a header block over the limit (16 KB)',
      bytes: `GET /o-nas HTTP/1.1\r\nHost: ${own}\r\n${Array.from({ length: 40 }, (_, index) => `X-Filler-${index}: ${'a'.repeat(500)}\r\n`).join('')}\r\n`,
      statusLine: 'HTTP/1.1 431 Request Header Fields Too Large',
      sl: 'Glave zahteve so prevelike.',
      en: 'The request headers are too large.',
    },
  ]

  for (const { what, bytes, statusLine, sl, en } of cases) {
    it(`${what}: ${statusLine.slice(9)}, in Slovenian and English, with the security headers`, async () => {
      const expected = await pageSecurityHeaders()
      const response = await send(bytes)
      expectReadableRefusal(response, statusLine, sl, en)
      for (const [name, value] of expected) {
        expect(value, `${name} on the page`).toBeDefined()
        expect(response.headers.get(name), name).toEqual([value])
      }
      // Plain http: no HSTS here (nor on the page).
      expect(response.headers.has('strict-transport-security')).toBe(false)
    })
  }

  it('leaves the server serving: a normal request afterwards gets its page', async () => {
    await Promise.all(cases.map(({ bytes }) => send(bytes)))
    const page = await rawRequest(port, { method: 'GET', target: '/o-nas', headers: [['Host', own]] })
    expect(page?.status).toBe(200)
    expect(page?.headers.get('content-type')?.[0]).toContain('text/html')
  })
})

import { describe, expect, it } from 'vitest'
import { createEdgeMiddleware, type EdgeRequest } from './edge.js'
import { parseTrustProxy, type TrustProxy } from './trustProxy.js'

function trust(raw: string): TrustProxy {
  const result = parseTrustProxy(raw)
  if ('error' in result) throw new Error(result.error)
  return result.value
}

/** A request as srvx hands it to middleware: `ip` is the TCP peer. */
function fromPeer(ip: string, headers: Record<string, string>): EdgeRequest {
  return Object.assign(new Request('http://localhost/o-nas', { headers }), { ip })
}

const withCookie = () => new Response('ok', { headers: { 'Set-Cookie': 'consent=x; Path=/; SameSite=Lax' } })

describe('the edge behind proxies named by TRUST_PROXY', () => {
  it('sends HSTS and Secure cookies when a trusted proxy reports https', async () => {
    const edge = createEdgeMiddleware({ analytics: false, trustProxy: trust('10.0.0.0/8') })
    const response = await edge(fromPeer('10.0.0.2', { 'X-Forwarded-Proto': 'https' }), withCookie)
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
    expect(response.headers.getSetCookie()).toEqual(['consent=x; Path=/; SameSite=Lax; Secure'])
  })

  it('ignores X-Forwarded-Proto from a peer that is not one of the proxies', async () => {
    const edge = createEdgeMiddleware({ analytics: false, trustProxy: trust('10.0.0.0/8') })
    const response = await edge(fromPeer('203.0.113.9', { 'X-Forwarded-Proto': 'https' }), withCookie)
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.getSetCookie()).toEqual(['consent=x; Path=/; SameSite=Lax'])
  })

  it('with a hop count takes the scheme the outermost trusted proxy saw', async () => {
    const edge = createEdgeMiddleware({ analytics: false, trustProxy: trust('2') })
    const viaCdn = fromPeer('10.0.0.2', {
      'X-Forwarded-For': '198.51.100.1, 203.0.113.5',
      'X-Forwarded-Proto': 'https, http',
    })
    expect((await edge(viaCdn, withCookie)).headers.get('strict-transport-security')).toContain('max-age=')
  })
})

import { describe, expect, it } from 'vitest'
import {
  forwardedClient,
  forwardedProto,
  parseTrustProxy,
  type TrustedProxies,
  type TrustProxy,
} from './trustProxy.js'

function parsed(raw: string): TrustProxy {
  const result = parseTrustProxy(raw)
  if ('error' in result) throw new Error(result.error)
  return result.value
}

function errorOf(raw: string): string {
  const result = parseTrustProxy(raw)
  if (!('error' in result)) throw new Error(`"${raw}" was accepted`)
  return result.error
}

describe('TRUST_PROXY parsing', () => {
  it('reads false, true and their word forms; unset and 0 trust nothing', () => {
    for (const raw of ['', '  ', 'false', 'FALSE', 'no', 'off', '0']) expect(parsed(raw)).toBe(false)
    for (const raw of ['true', 'True', 'yes', 'on']) expect(parsed(raw)).toBe(true)
    expect(parseTrustProxy(undefined)).toEqual({ value: false })
  })

  it('reads a hop count from 1 to 10', () => {
    expect(parsed('1')).toBe(1)
    expect(parsed(' 2 ')).toBe(2)
    expect(parsed('10')).toBe(10)
    expect(errorOf('11')).toMatch(/^TRUST_PROXY must be .*hop count from 1 to 10.*\(got "11"\)/)
  })

  it('reads a list of IPv4 and IPv6 addresses and CIDR networks', () => {
    const list = parsed('10.0.0.0/8, 192.0.2.7 ,2001:DB8::/32,::1')
    expect((list as TrustedProxies).ranges).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::1'])
    const proxies = list as TrustedProxies
    expect(proxies.has('10.200.3.4')).toBe(true)
    expect(proxies.has('::ffff:10.200.3.4')).toBe(true)
    expect(proxies.has('192.0.2.7')).toBe(true)
    expect(proxies.has('192.0.2.8')).toBe(false)
    expect(proxies.has('2001:db8:ffff::1')).toBe(true)
    expect(proxies.has('2001:db9::1')).toBe(false)
    expect(proxies.has('::1')).toBe(true)
    expect(proxies.has('not-an-address')).toBe(false)
  })

  it('names every entry that is not an address or a network', () => {
    const error = errorOf('10.0.0.0/8, proxy.local, 10.0.0.0/33, 2001:db8::/129, 1.2.3.4/8/9, 10.0.0.1/x')
    expect(error).toMatch(/^TRUST_PROXY must be true, false, a hop count/)
    for (const bad of ['proxy.local', '10.0.0.0/33', '2001:db8::/129', '1.2.3.4/8/9', '10.0.0.1/x']) {
      expect(error).toContain(`"${bad}"`)
    }
    expect(error).not.toContain('"10.0.0.0/8"')
    expect(errorOf('maybe')).toContain('"maybe"')
    expect(errorOf(',,')).toContain('empty list')
  })
})

describe('the client address behind proxies', () => {
  const peer = '10.0.0.2'

  it('is the socket peer when no proxy is trusted, whatever the request claims', () => {
    expect(forwardedClient(false, peer, '198.51.100.1')).toBe(peer)
    expect(forwardedClient(false, undefined, '198.51.100.1')).toBeUndefined()
  })

  it('with true is the left-most X-Forwarded-For entry', () => {
    expect(forwardedClient(true, peer, '198.51.100.1, 203.0.113.5, 10.0.0.9')).toBe('198.51.100.1')
    expect(forwardedClient(true, peer, null)).toBe(peer)
  })

  it('with a hop count is that many entries from the right (a CDN and a load balancer: 2)', () => {
    // The visitor sent a forged entry; the CDN appended the visitor, the load balancer the CDN.
    const header = '6.6.6.6, 198.51.100.1, 203.0.113.5'
    expect(forwardedClient(1, peer, header)).toBe('203.0.113.5')
    expect(forwardedClient(2, peer, header)).toBe('198.51.100.1')
    expect(forwardedClient(3, peer, header)).toBe('6.6.6.6')
    // Fewer entries than hops: the left-most there is.
    expect(forwardedClient(3, peer, '198.51.100.1')).toBe('198.51.100.1')
    expect(forwardedClient(2, peer, null)).toBe(peer)
  })

  it('with a list walks from the right past trusted proxies, starting from the socket peer', () => {
    const trust = parsed('10.0.0.0/8, 2001:db8:cd::/48')
    expect(forwardedClient(trust, peer, '6.6.6.6, 198.51.100.1, 2001:db8:cd::7, 10.1.1.1')).toBe(
      '198.51.100.1',
    )
    // A peer that is not a trusted proxy is the client itself, whatever it forwards.
    expect(forwardedClient(trust, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
    expect(forwardedClient(trust, '::ffff:10.0.0.2', '198.51.100.1')).toBe('198.51.100.1')
    // Every entry trusted: the left-most.
    expect(forwardedClient(trust, peer, '10.9.9.9, 10.8.8.8')).toBe('10.9.9.9')
    expect(forwardedClient(trust, peer, null)).toBe(peer)
  })

  it('strips ports and skips an entry that is no address in favour of the hop that reported it', () => {
    expect(forwardedClient(1, peer, '198.51.100.1:5555')).toBe('198.51.100.1')
    expect(forwardedClient(1, peer, '[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(forwardedClient(2, peer, 'unknown, 203.0.113.5')).toBe('203.0.113.5')
    expect(forwardedClient(1, peer, 'unknown')).toBe(peer)
  })
})

describe('the scheme behind proxies (X-Forwarded-Proto)', () => {
  it('is believed only from a trusted proxy', () => {
    expect(forwardedProto(false, '10.0.0.2', null, 'https')).toBeUndefined()
    expect(forwardedProto(true, '10.0.0.2', null, 'https')).toBe('https')
    expect(forwardedProto(1, '10.0.0.2', null, 'HTTPS')).toBe('https')
    const list = parsed('10.0.0.0/8')
    expect(forwardedProto(list, '10.0.0.2', '198.51.100.1', 'https')).toBe('https')
    expect(forwardedProto(list, '203.0.113.9', '198.51.100.1', 'https')).toBeUndefined()
  })

  it('takes the entry of the hop that met the visitor when each proxy appends', () => {
    // The CDN met the visitor over https and talks http to the load balancer, which appends.
    expect(forwardedProto(2, '10.0.0.2', '198.51.100.1, 203.0.113.5', 'https, http')).toBe('https')
    expect(forwardedProto(1, '10.0.0.2', '203.0.113.5', 'https, http')).toBe('http')
    expect(forwardedProto(2, '10.0.0.2', '198.51.100.1, 203.0.113.5', 'https')).toBe('https')
    expect(forwardedProto(1, '10.0.0.2', null, 'gopher')).toBeUndefined()
    expect(forwardedProto(1, '10.0.0.2', null, null)).toBeUndefined()
  })
})

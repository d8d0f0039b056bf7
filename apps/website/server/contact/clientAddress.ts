import ipaddr from 'ipaddr.js'
import { forwardedClient, type TrustProxy } from '../http/trustProxy.js'

/** What carries the TCP peer address, depending on the server the Hono app runs in. */
interface RequestWithPeer {
  /** srvx (Vike's production server): the Node request behind the fetch Request. */
  runtime?: { node?: { req?: { socket?: { remoteAddress?: string } } } }
  /** srvx's own resolution; equals the peer while srvx itself trusts no proxy. */
  ip?: unknown
}

interface EnvWithPeer {
  /** @hono/node-server and tests built on its convention. */
  incoming?: { socket?: { remoteAddress?: string } }
}

/**
 * The TCP peer of a request, or undefined where the runtime does not tell (`vike dev` hands Hono a
 * plain Request built by its Connect adapter, without the socket).
 */
function socketAddress(request: Request, env: unknown): string | undefined {
  const raw = request as Request & RequestWithPeer
  const fromSrvx = raw.runtime?.node?.req?.socket?.remoteAddress
  if (fromSrvx) return fromSrvx
  const fromEnv = (env as EnvWithPeer | undefined)?.incoming?.socket?.remoteAddress
  if (fromEnv) return fromEnv
  return typeof raw.ip === 'string' && raw.ip ? raw.ip : undefined
}

/**
 * The client's address: the socket peer, or what the proxies TRUST_PROXY trusts say in X-Forwarded-For
 * (server/http/trustProxy.ts: a hop count, a list of proxy networks, or every hop).
 */
export function clientAddress(request: Request, env: unknown, trustProxy: TrustProxy): string | undefined {
  const peer = socketAddress(request, env)
  return forwardedClient(trustProxy, peer, request.headers.get('x-forwarded-for'))
}

/**
 * The rate-limit key of an address. IPv4 (also IPv4-mapped IPv6) is the address; IPv6 is its /64,
 * because one subscriber usually holds a whole /64 and could otherwise rotate through it.
 * Unknown addresses share one key: in dev that is one visitor anyway.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return 'unknown'
  return ipv6Prefix(address, 64) ?? `ip4:${ipaddr.process(bare(address)).toString()}`
}

/** The networks an IPv6 address belongs to whose size `max` names: `{ 56: 4 }` gives its /56 and 4. */
export function ipv6NetworkCounters(
  address: string | undefined,
  max: Readonly<Record<number, number>>,
): { key: string; max: number }[] {
  return Object.entries(max).flatMap(([bits, limit]) => {
    const key = address ? ipv6Prefix(address, Number(bits)) : undefined
    return key && !key.startsWith('other:') ? [{ key, max: limit }] : []
  })
}

// A zone index ("%eth0") names the local interface, not the peer.
const bare = (address: string) => address.split('%')[0] ?? address

/** `ip6:2001:db8:0:100::/56` for an IPv6 address; `other:…` for no address; undefined for IPv4. */
function ipv6Prefix(address: string, bits: number): string | undefined {
  if (!ipaddr.isValid(bare(address))) return `other:${address}`
  const ip = ipaddr.process(bare(address))
  if (ip.kind() === 'ipv4') return undefined
  const parts = (ip as ipaddr.IPv6).parts.map((part, index) => {
    const kept = Math.min(16, Math.max(0, bits - index * 16))
    return part & ((0xffff << (16 - kept)) & 0xffff)
  })
  return `ip6:${new ipaddr.IPv6(parts).toString()}/${bits}`
}

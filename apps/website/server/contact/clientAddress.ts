import ipaddr from 'ipaddr.js'
import { forwardedClient, type TrustProxy } from '../http/trustProxy.js'

/** srvx's Node request, or its own `ip` (the peer while srvx trusts no proxy). */
interface RequestWithPeer {
  runtime?: { node?: { req?: { socket?: { remoteAddress?: string } } } }
  ip?: unknown
}

/** @hono/node-server's convention, which tests follow. */
interface EnvWithPeer {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** Undefined under `vike dev`, whose Connect adapter hands Hono a Request without the socket. */
function socketAddress(request: Request, env: unknown): string | undefined {
  const raw = request as Request & RequestWithPeer
  const fromSrvx = raw.runtime?.node?.req?.socket?.remoteAddress
  if (fromSrvx) return fromSrvx
  const fromEnv = (env as EnvWithPeer | undefined)?.incoming?.socket?.remoteAddress
  if (fromEnv) return fromEnv
  return typeof raw.ip === 'string' && raw.ip ? raw.ip : undefined
}

export function clientAddress(request: Request, env: unknown, trustProxy: TrustProxy): string | undefined {
  const peer = socketAddress(request, env)
  return forwardedClient(trustProxy, peer, request.headers.get('x-forwarded-for'))
}

/** IPv6 by its /64, which one subscriber usually holds whole; unknown addresses (dev) share one key. */
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

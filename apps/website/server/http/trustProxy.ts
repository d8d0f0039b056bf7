import { isIP } from 'node:net'
import proxyaddr from 'proxy-addr'

/**
 * TRUST_PROXY, as Express's `trust proxy` (proxy-addr does the work): nothing, every hop, a hop count from
 * the right of X-Forwarded-For, or a list of proxy networks (the first entry from the right not one of them).
 */
export type TrustProxy = boolean | number | TrustedProxies

/** IPv4-mapped IPv6 peers match IPv4 entries. */
export interface TrustedProxies {
  readonly ranges: readonly string[]
  has(address: string): boolean
}

function isRange(entry: string): boolean {
  try {
    proxyaddr.compile(entry)
    return true
  } catch {
    return false
  }
}

/** Most hops we accept: more proxies than this in front of one site is a typo. */
const maxTrustedHops = 10

/** `false`/`true` (no/yes, off/on), a hop count from 1 to 10, or a list of addresses and networks. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = raw?.trim() ?? ''
  if (text === '') return { value: false }
  const lower = text.toLowerCase()
  if (['false', 'no', 'off'].includes(lower)) return { value: false }
  if (['true', 'yes', 'on'].includes(lower)) return { value: true }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops === 0) return { value: false }
    if (hops <= maxTrustedHops) return { value: hops }
    return {
      error: `TRUST_PROXY must be true, false, a hop count from 1 to ${maxTrustedHops}, or a list of proxy addresses/CIDR networks (got "${text}").`,
    }
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
  // Addresses and networks only: proxy-addr's names (loopback, …) are not documented for TRUST_PROXY.
  const bad = entries.filter((entry) => !(isIP(entry.split('/')[0] ?? '') && isRange(entry)))
  if (bad.length > 0 || entries.length === 0) {
    const what =
      bad.length > 0 ? `not an address or CIDR network: ${bad.map((b) => `"${b}"`).join(', ')}` : 'empty list'
    return {
      error: `TRUST_PROXY must be true, false, a hop count from 1 to ${maxTrustedHops}, or a comma-separated list of proxy addresses/CIDR networks such as 10.0.0.0/8, 2001:db8::/32 (${what}).`,
    }
  }
  const trusted = proxyaddr.compile(entries)
  return { value: { ranges: entries, has: (address) => isIP(address) !== 0 && trusted(address, 0) } }
}

/** "1.2.3.4:5678" and "[2001:db8::1]:443" occur in X-Forwarded-For from some proxies. */
function stripPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) return bracketed[1]
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address)
  return v4WithPort?.[1] ?? address
}

/** The peer, then X-Forwarded-For from the right as far as `trust` believes it: the last is the client. */
function trustedChain(trust: TrustProxy, peer: string | undefined, forwardedFor: string | null): string[] {
  const request = {
    headers: { 'x-forwarded-for': forwardedFor?.split(',').map(stripPort).join(',') ?? undefined },
    connection: { remoteAddress: peer },
  }
  const believe =
    typeof trust === 'boolean'
      ? () => trust
      : typeof trust === 'number'
        ? (_: string, hop: number) => hop < trust
        : (address: string) => trust.has(address)
  // proxy-addr's type asks for a whole IncomingMessage; it reads these two fields.
  return proxyaddr.all(request as unknown as Parameters<typeof proxyaddr.all>[0], believe)
}

/** An entry that is no address (a proxy may write "unknown") is not believed: the hop that reported it is. */
export function forwardedClient(
  trust: TrustProxy,
  peer: string | undefined,
  forwardedFor: string | null,
): string | undefined {
  return trustedChain(trust, peer, forwardedFor).findLast((address) => isIP(address) !== 0) ?? peer
}

/** The X-Forwarded-Proto entry at the client's hop (or the only one, if the last proxy overwrote it). */
export function forwardedProto(
  trust: TrustProxy,
  peer: string | undefined,
  forwardedFor: string | null,
  forwardedProtoHeader: string | null,
): 'http' | 'https' | undefined {
  // How many hops are believed: for a list, the socket peer and the entries after it that are proxies too.
  const chain =
    typeof trust === 'object' && peer && trust.has(peer) ? trustedChain(trust, peer, forwardedFor) : []
  const last = chain.at(-1)
  const listHops =
    last !== undefined && typeof trust === 'object' && trust.has(last) ? chain.length : chain.length - 1
  const hops =
    trust === true ? Number.POSITIVE_INFINITY : typeof trust === 'number' ? trust : Math.max(0, listHops)
  if (hops === 0) return undefined
  const protos = (forwardedProtoHeader ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (protos.length === 0) return undefined
  const value = protos[Math.max(0, protos.length - hops)]?.toLowerCase()
  return value === 'https' || value === 'http' ? value : undefined
}

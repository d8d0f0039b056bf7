import { isIP } from 'node:net'
import proxyaddr from 'proxy-addr'

/**
 * Which proxies in front of the server to believe (TRUST_PROXY). The client's address and scheme then
 * come from X-Forwarded-For and X-Forwarded-Proto instead of the TCP connection, as Express's
 * `trust proxy` setting has it (proxy-addr, the library behind it, does the work):
 * - `false`: believe nothing; the socket peer is the client.
 * - `true`: trust every hop; the client is the left-most X-Forwarded-For entry.
 * - a hop count n: n proxies of ours sit in front; the client is the entry n places from the right of
 *   X-Forwarded-For (each proxy appends the address it received the request from).
 * - a list of proxy addresses or networks: walking X-Forwarded-For from the right, starting from the
 *   socket peer, the first address that is not one of them is the client.
 */
export type TrustProxy = boolean | number | TrustedProxies

/** A list of trusted proxy addresses and networks (IPv4 and IPv6; IPv4-mapped IPv6 peers match IPv4). */
export interface TrustedProxies {
  /** The entries as configured: `10.0.0.0/8`, `2001:db8::/32`, `192.0.2.1`. */
  readonly ranges: readonly string[]
  has(address: string): boolean
}

/** Most hops we accept: more proxies than this in front of one site is a typo. */
const maxTrustedHops = 10

function isRange(entry: string): boolean {
  try {
    proxyaddr.compile(entry)
    return true
  } catch {
    return false
  }
}

/**
 * Parses TRUST_PROXY: `false`/`true` (also 0/1 as words: no/yes, off/on), a hop count from 1 to 10,
 * or a comma-separated list of addresses and CIDR networks. Returns an error text naming what is wrong.
 */
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

/**
 * The socket peer, then the X-Forwarded-For entries from the right, as far as `trust` believes them
 * (proxy-addr): the last is the client as the trusted proxies report it.
 */
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

/**
 * The client's address as the trusted proxies report it, or the socket peer when none is trusted.
 * An entry that is no IP address (a proxy may write "unknown") is not believed: the address of the
 * hop that reported it is used instead.
 */
export function forwardedClient(
  trust: TrustProxy,
  peer: string | undefined,
  forwardedFor: string | null,
): string | undefined {
  return trustedChain(trust, peer, forwardedFor).findLast((address) => isIP(address) !== 0) ?? peer
}

/**
 * The scheme the client used, as the trusted proxies report it in X-Forwarded-Proto (the entry at the
 * same hop as the client address, or the only one when the last proxy overwrote the header), or
 * undefined when no proxy is trusted or none says.
 */
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

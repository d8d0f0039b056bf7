import { BlockList, isIP } from 'node:net'

/**
 * Which proxies in front of the server to believe (TRUST_PROXY). The client's address and scheme then
 * come from X-Forwarded-For and X-Forwarded-Proto instead of the TCP connection:
 * - `false`: believe nothing; the socket peer is the client.
 * - `true`: trust every hop; the client is the left-most X-Forwarded-For entry.
 * - a hop count n: n proxies of ours sit in front; the client is the entry n places from the right of
 *   X-Forwarded-For (each proxy appends the address it received the request from).
 * - a list of proxy addresses or networks: walking X-Forwarded-For from the right, starting from the
 *   socket peer, the first address that is not one of them is the client.
 */
export type TrustProxy = boolean | number | TrustedProxies

/** Most hops we accept: more proxies than this in front of one site is a typo. */
const maxTrustedHops = 10

/** A set of trusted proxy addresses and networks (IPv4 and IPv6; IPv4-mapped IPv6 peers match IPv4). */
export class TrustedProxies {
  readonly #list = new BlockList()
  /** The networks, normalized: `10.0.0.0/8`, `2001:db8::/32`, `192.0.2.1/32`. */
  readonly ranges: readonly string[]

  constructor(ranges: readonly { address: string; prefix: number; family: 4 | 6 }[]) {
    for (const { address, prefix, family } of ranges) {
      this.#list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6')
    }
    this.ranges = ranges.map(({ address, prefix }) => `${address}/${prefix}`)
  }

  has(address: string): boolean {
    const family = isIP(address)
    if (family === 0) return false
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1]
    if (mapped && this.#list.check(mapped, 'ipv4')) return true
    return this.#list.check(address.split('%')[0] ?? address, family === 4 ? 'ipv4' : 'ipv6')
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
  const ranges: { address: string; prefix: number; family: 4 | 6 }[] = []
  const bad: string[] = []
  for (const part of text.split(',')) {
    const entry = part.trim()
    if (entry === '') continue
    const [address = '', prefixText, ...rest] = entry.split('/')
    const family = isIP(address)
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText)
    const valid =
      (family === 4 || family === 6) &&
      rest.length === 0 &&
      (prefixText === undefined || /^\d{1,3}$/.test(prefixText)) &&
      prefix <= (family === 4 ? 32 : 128)
    if (valid) ranges.push({ address: address.toLowerCase(), prefix, family })
    else bad.push(entry)
  }
  if (bad.length > 0 || ranges.length === 0) {
    const what =
      bad.length > 0 ? `not an address or CIDR network: ${bad.map((b) => `"${b}"`).join(', ')}` : 'empty list'
    return {
      error: `TRUST_PROXY must be true, false, a hop count from 1 to ${maxTrustedHops}, or a comma-separated list of proxy addresses/CIDR networks such as 10.0.0.0/8, 2001:db8::/32 (${what}).`,
    }
  }
  return { value: new TrustedProxies(ranges) }
}

function forwardedList(header: string | null): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** "1.2.3.4:5678" and "[2001:db8::1]:443" occur in X-Forwarded-For from some proxies. */
function stripPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) return bracketed[1]
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address)
  return v4WithPort?.[1] ?? address
}

/**
 * How many hops from the right of X-Forwarded-For the client is: 0 means the socket peer itself,
 * 1 the last entry, and so on (Infinity: the left-most entry).
 */
function trustedHops(trust: TrustProxy, peer: string | undefined, forwarded: readonly string[]): number {
  if (trust === false) return 0
  if (trust === true) return Number.POSITIVE_INFINITY
  if (typeof trust === 'number') return trust
  if (!peer || !trust.has(peer)) return 0
  let hops = 1
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (!trust.has(stripPort(forwarded[i] ?? ''))) return hops
    hops++
  }
  return hops
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
  const forwarded = forwardedList(forwardedFor)
  const hops = Math.min(trustedHops(trust, peer, forwarded), forwarded.length)
  for (let index = forwarded.length - hops; index < forwarded.length; index++) {
    const address = stripPort(forwarded[index] ?? '')
    if (isIP(address)) return address
  }
  return peer
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
  const hops = trustedHops(trust, peer, forwardedList(forwardedFor))
  if (hops === 0) return undefined
  const protos = forwardedList(forwardedProtoHeader)
  if (protos.length === 0) return undefined
  const value = protos[Math.max(0, protos.length - hops)]?.toLowerCase()
  return value === 'https' || value === 'http' ? value : undefined
}

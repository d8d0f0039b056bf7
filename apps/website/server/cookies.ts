import { parse } from 'cookie'

/**
 * Server only: the request's cookies, read with the `cookie` package's parser. Routes with a Hono context
 * may use `hono/cookie` directly; this is for code without one (Vike's hooks, the prerendered-page
 * server) and for the stricter decoding below. Cookies are written with `setCookie` from `hono/cookie`
 * and the attributes of `shared/cookies.ts`; the browser has its own small reader and writer
 * (`client/documentCookies.ts`), so that no parser is shipped to it.
 */

/** Longer Cookie headers are not parsed at all: no browser sends one, only junk or an attack does. */
const MAX_HEADER_LENGTH = 16_384

/** RFC 6265's cookie value (space allowed, as browsers send it): anything else counts as absent. */
const COOKIE_VALUE = /^[ !#-:<-[\]-~]*$/

/**
 * The value of one cookie in a Cookie request header, or undefined. Tolerates any
 * malformed header (stray semicolons, missing '=', bad percent-encoding, megabytes of junk) without
 * throwing: a visitor with a broken cookie still gets the page, with defaults.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_HEADER_LENGTH) return undefined
  // The package decodes leniently, keeping a broken escape as text; here such a value counts as absent,
  // so values are taken raw and the one asked for is decoded strictly.
  const raw = parse(header, { decode: (value) => value })[name]
  if (raw === undefined) return undefined
  const value = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  if (!COOKIE_VALUE.test(value)) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

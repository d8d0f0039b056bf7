import { parse } from 'hono/utils/cookie'

/**
 * Server only: the request's cookies, read with Hono's cookie parser. Routes with a Hono context may use
 * `hono/cookie` directly; this is for code without one (Vike's hooks, the prerendered-page server) and
 * for the stricter decoding below. Cookies are written with `setCookie` from `hono/cookie` and the
 * attributes of `shared/cookies.ts`; the browser has its own small reader and writer
 * (`client/documentCookies.ts`), so that Hono is not shipped to it.
 */

/** Longer Cookie headers are not parsed at all: no browser sends one, only junk or an attack does. */
const MAX_HEADER_LENGTH = 16_384

/**
 * The value of one cookie in a Cookie request header, or undefined. Tolerates any
 * malformed header (stray semicolons, missing '=', bad percent-encoding, megabytes of junk) without
 * throwing: a visitor with a broken cookie still gets the page, with defaults.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_HEADER_LENGTH) return undefined
  // Hono decodes leniently, keeping a broken escape as text; a value that is not valid percent-encoding
  // counts as absent here, so Hono is handed the value with every '%' escaped (its raw text comes back)
  // and the value is decoded strictly below.
  const raw = parse(header.replaceAll('%', '%25'), name)[name]
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

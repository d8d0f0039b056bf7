import { parse } from 'cookie'

// For code without a Hono context (Vike's hooks, the prerendered-page server), with a stricter decoding
// than `hono/cookie`; the browser has its own reader (client/documentCookies.ts), so no parser ships to it.

/** No browser sends a longer one, only junk or an attack does. */
const MAX_HEADER_LENGTH = 16_384

/** RFC 6265's cookie value (space allowed, as browsers send it): anything else counts as absent. */
const COOKIE_VALUE = /^[ !#-:<-[\]-~]*$/

/** Never throws: a visitor with a broken cookie still gets the page, with defaults. */
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

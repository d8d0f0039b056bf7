import { PREFERENCE_COOKIE_MAX_AGE } from '@firma/i18n'
import { type CookieOptions, parse, serialize } from 'hono/utils/cookie'

/**
 * The site's one cookie reader and writer, for the server and the browser alike, over Hono's cookie
 * parser and serializer. The server reads request headers with it where it has no Hono context
 * (Vike's hooks, the prerendered-page server); browser code goes through `documentCookies.ts`.
 */

/** The attributes the site's cookies are written with. */
export type CookieAttributes = Pick<CookieOptions, 'path' | 'sameSite' | 'maxAge' | 'secure'>

/** Longer Cookie headers are not parsed at all: no browser sends one, only junk or an attack does. */
const MAX_HEADER_LENGTH = 16_384

/**
 * The value of one cookie in a Cookie header (or `document.cookie`), or undefined. Tolerates any
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

/**
 * A visitor's preference cookie (consent, language): Path=/ and SameSite=Lax; once the visitor agreed
 * to cookies it lives 180 days (Max-Age), before that for the session only; Secure over https.
 */
export function preferenceCookieAttributes(options: {
  persistent: boolean
  secure: boolean
  path?: string
}): CookieAttributes {
  return {
    path: options.path ?? '/',
    sameSite: 'Lax',
    ...(options.persistent ? { maxAge: PREFERENCE_COOKIE_MAX_AGE } : {}),
    ...(options.secure ? { secure: true } : {}),
  }
}

/** The `Set-Cookie` (or `document.cookie`) string for one cookie; the value is percent-encoded. */
export function cookieString(name: string, value: string, attributes: CookieAttributes): string {
  return serialize(name, value, attributes)
}

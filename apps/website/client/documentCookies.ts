import type { CookieAttributes } from '../shared/cookies.js'

/**
 * Browser only: every cookie the page reads or writes through `document.cookie` goes through here. The
 * server reads them with `server/cookies.ts` and writes them with Hono's `setCookie`; this small reader and
 * writer keep Hono out of the browser's JavaScript. The accessibility widget keeps its own, as it must
 * work without this site. (Deleting the analytics tag's cookies, which the site never writes, is
 * analytics.ts's own: it loads only with consent.)
 */

/** Longer cookie strings are not parsed at all: only junk or an attack makes one. */
const MAX_LENGTH = 16_384

/**
 * The value of one cookie in a cookie string such as `document.cookie`, or undefined. Tolerates any
 * malformed string (stray semicolons, missing '=', bad percent-encoding, megabytes of junk) without
 * throwing: a visitor with a broken cookie still gets the page, with defaults.
 */
function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  if (typeof cookies !== 'string' || cookies.length === 0 || cookies.length > MAX_LENGTH) return undefined
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=')
    if (index === -1 || part.slice(0, index).trim() !== name) continue
    const raw = part.slice(index + 1).trim()
    const unquoted = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw
    try {
      return decodeURIComponent(unquoted)
    } catch {
      return undefined
    }
  }
  return undefined
}

/** The `document.cookie` string that writes one cookie; the value is percent-encoded. */
function cookieString(name: string, value: string, attributes: CookieAttributes): string {
  const lifetime = attributes.maxAge === undefined ? '' : `; Max-Age=${attributes.maxAge}`
  const sameSite = attributes.sameSite ? `; SameSite=${attributes.sameSite}` : ''
  const secure = attributes.secure ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Path=${attributes.path ?? '/'}${sameSite}${lifetime}${secure}`
}

/** The value of one of the page's cookies, or undefined (also for a malformed one). */
export function readDocumentCookie(name: string): string | undefined {
  return readCookie(document.cookie, name)
}

/** Writes (or replaces) one cookie. */
export function writeDocumentCookie(name: string, value: string, attributes: CookieAttributes): void {
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the page's one cookie writer.
  document.cookie = cookieString(name, value, attributes)
}

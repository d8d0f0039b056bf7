import { parse } from 'hono/utils/cookie'
import { type CookieAttributes, cookieString, readCookie } from './cookies.js'

/**
 * Browser only: every cookie the page reads or writes through `document.cookie` goes through here,
 * with the site's one reader and writer (`cookies.ts`). The accessibility widget keeps its own, as it
 * must work without this site.
 */

/** The value of one of the page's cookies, or undefined (also for a malformed one). */
export function readDocumentCookie(name: string, doc: Document = document): string | undefined {
  return readCookie(doc.cookie, name)
}

/** Writes (or replaces) one cookie. */
export function writeDocumentCookie(
  name: string,
  value: string,
  attributes: CookieAttributes,
  doc: Document = document,
): void {
  doc.cookie = cookieString(name, value, attributes)
}

/** Deletes one cookie written with Path=/ (Max-Age=0). */
export function deleteDocumentCookie(name: string, doc: Document = document): void {
  writeDocumentCookie(name, '', { path: '/', maxAge: 0 }, doc)
}

/** The names of the cookies the page can see. */
export function documentCookieNames(doc: Document = document): string[] {
  return Object.keys(parse(doc.cookie))
}

import type { PageContext } from 'vike/types'

/** The path the visitor asked for, with query and hash (Vike's urlOriginal is absolute on the server). */
export function requestPath(pageContext: Pick<PageContext, 'urlOriginal'>): string {
  const url = new URL(pageContext.urlOriginal, 'http://localhost')
  return `${url.pathname}${url.search}${url.hash}`
}

/** The requested path for showing to the visitor: percent-decoded where that is valid. */
export function displayPath(pageContext: Pick<PageContext, 'urlOriginal'>): string {
  const { pathname } = new URL(pageContext.urlOriginal, 'http://localhost')
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

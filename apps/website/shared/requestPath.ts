import type { PageContext } from 'vike/types'

/**
 * What the request paths are read from: on the server Vike's `urlOriginal` (absolute there, with the
 * host the request named); in the browser `urlPath`, which the server passes on without the host
 * (pages/+onBeforeRender.ts), so no Host header a client made up ever reaches the page's HTML.
 */
type RequestUrl = Pick<PageContext, 'urlOriginal'> & { urlPath?: string }

function requestUrl(pageContext: RequestUrl): URL {
  return new URL(pageContext.urlPath ?? pageContext.urlOriginal, 'http://localhost')
}

/** The path the visitor asked for, with query and hash. */
export function requestPath(pageContext: RequestUrl): string {
  const url = requestUrl(pageContext)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The requested path for showing to the visitor: percent-decoded where that is valid. */
export function displayPath(pageContext: RequestUrl): string {
  const { pathname } = requestUrl(pageContext)
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

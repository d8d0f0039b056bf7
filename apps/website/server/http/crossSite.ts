/**
 * True when a browser tells us a request comes from another site: Sec-Fetch-Site says so, or the Origin
 * is neither this server's own nor the public one (SITE_URL, which differs behind a proxy). Our forms
 * post from our own pages only, so another subdomain ("same-site") counts as another site too.
 * Not hono/csrf: it checks form content types only, refuses a post that names no Origin, and answers in plain text.
 */
export function isCrossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const allowed = new Set([siteUrl, new URL(request.url).origin])
  // "null" (sandboxed frames, privacy redirects) matches nothing, so it is refused too.
  return !allowed.has(origin)
}

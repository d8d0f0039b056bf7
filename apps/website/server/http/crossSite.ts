/**
 * By Sec-Fetch-Site or an Origin neither ours nor SITE_URL; our forms post from our pages only, so a
 * subdomain counts too. Not hono/csrf: it checks form types only, refuses no Origin, answers in plain text.
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

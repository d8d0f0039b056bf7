const parsed = new WeakMap<Request, URL>()

/**
 * A request's URL, parsed once however many middleware look at it (each parse costs as much as a
 * prerendered page's whole answer). Throws as `new URL` does for a malformed one.
 */
export function requestUrl(request: Request): URL {
  let url = parsed.get(request)
  if (!url) {
    url = new URL(request.url)
    parsed.set(request, url)
  }
  return url
}

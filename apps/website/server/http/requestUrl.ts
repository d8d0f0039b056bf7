const parsed = new WeakMap<Request, URL>()

/** Parsed once per request: a parse costs as much as a prerendered page's whole answer. */
export function requestUrl(request: Request): URL {
  let url = parsed.get(request)
  if (!url) {
    url = new URL(request.url)
    parsed.set(request, url)
  }
  return url
}

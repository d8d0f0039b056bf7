import { type FetchOptions, ofetch } from 'ofetch'

/** SPEC section 7: statuses after which an idempotent request is tried once more. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

export type HttpClient = <T = unknown>(path: string, options?: FetchOptions<'json'>) => Promise<T>

/**
 * The site's HTTP client (SPEC section 7): a configured base URL, JSON bodies for POST, PUT, PATCH and
 * DELETE, one retry of idempotent requests on the statuses above, and an error for 400 to 599
 * (ofetch's FetchError, which carries the status and the parsed body).
 */
export function createHttpClient(
  baseURL: string,
  options: { fetch?: typeof fetch; retryDelay?: number } = {},
): HttpClient {
  const client = ofetch.create({
    baseURL,
    retryStatusCodes: RETRY_STATUS_CODES,
    retryDelay: options.retryDelay ?? 300,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  // The retry count is decided once per call: ofetch's default retries only bodiless methods, so
  // PUT and DELETE (idempotent) would not be retried, and POST and PATCH must never be.
  return (path, callOptions = {}) => {
    const method = (callOptions.method ?? 'GET').toUpperCase()
    return client(path, {
      ...callOptions,
      method,
      retry: callOptions.retry ?? (idempotentMethods.has(method) ? 1 : 0),
    })
  }
}

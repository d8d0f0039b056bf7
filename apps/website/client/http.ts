import { type FetchOptions, ofetch } from 'ofetch'

/** A request with no answer after this long fails (a hung request must not leave a visitor waiting). */
const DEFAULT_TIMEOUT_MS = 15_000

export type HttpClient = <T = unknown>(path: string, options?: FetchOptions<'json'>) => Promise<T>

export interface HttpClientOptions {
  fetch?: typeof fetch
  /** Default DEFAULT_TIMEOUT_MS. */
  timeout?: number
}

/**
 * The site's HTTP client: a configured base URL, JSON bodies for POST, PUT, PATCH and DELETE, a
 * timeout, no retry (its one caller, the contact form, posts a message: a second attempt could be a
 * second message), and an error for 400 to 599 (ofetch's FetchError, which carries the status and the
 * parsed body; without a status when the request failed or timed out).
 */
export function createHttpClient(baseURL: string, options: HttpClientOptions = {}): HttpClient {
  const client = ofetch.create({
    baseURL,
    retry: 0,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return (path, callOptions = {}) => client(path, callOptions)
}

import { type FetchContext, type FetchOptions, ofetch } from 'ofetch'

/** Statuses after which an idempotent request is tried once more. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/** A request with no answer after this long fails (a hung request must not leave a visitor waiting). */
const DEFAULT_TIMEOUT_MS = 15_000
/** The longest a retry waits for a server's Retry-After; a longer ask is cut to this. */
const MAX_RETRY_AFTER_MS = 5_000

export type HttpClient = <T = unknown>(path: string, options?: FetchOptions<'json'>) => Promise<T>

export interface HttpClientOptions {
  fetch?: typeof fetch
  /** Wait before the retry when the answer has no Retry-After. Default 300 ms. */
  retryDelay?: number
  /** Upper bound of a Retry-After wait. Default MAX_RETRY_AFTER_MS. */
  maxRetryAfterMs?: number
  /** Per attempt. Default DEFAULT_TIMEOUT_MS. */
  timeout?: number
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or undefined. */
function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * The site's HTTP client: a configured base URL, JSON bodies for POST, PUT, PATCH and DELETE, a
 * timeout per attempt, one retry of idempotent requests on the statuses above (after the server's
 * Retry-After, at most `maxRetryAfterMs`), never a retry of POST or PATCH, and an error for 400 to
 * 599 (ofetch's FetchError, which carries the status and the parsed body; without a status when the
 * request failed or timed out).
 */
export function createHttpClient(baseURL: string, options: HttpClientOptions = {}): HttpClient {
  const fallbackDelay = options.retryDelay ?? 300
  const bound = options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS
  const client = ofetch.create({
    baseURL,
    retryStatusCodes: RETRY_STATUS_CODES,
    retryDelay: (context: FetchContext) => {
      const asked = retryAfterMs(context.response?.headers.get('retry-after') ?? null)
      return asked === undefined ? fallbackDelay : Math.min(asked, bound)
    },
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  // The retry count is decided once per call: ofetch's default retries only bodiless methods, so
  // PUT and DELETE (idempotent) would not be retried, and POST and PATCH must never be.
  return (path, callOptions = {}) => {
    const method = (callOptions.method ?? 'GET').toUpperCase()
    return client(path, {
      ...callOptions,
      method,
      retry: idempotentMethods.has(method) ? (callOptions.retry ?? 1) : 0,
    })
  }
}

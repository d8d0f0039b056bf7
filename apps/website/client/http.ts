import { type FetchOptions, ofetch } from 'ofetch'

export type HttpClient = <T = unknown>(path: string, options?: FetchOptions<'json'>) => Promise<T>

/**
 * The site's HTTP client: a configured base URL, JSON bodies for POST, PUT, PATCH and DELETE, a
 * timeout (a hung request must not leave a visitor waiting), no retry (its one caller, the contact
 * form, posts a message: a second attempt could be a second message), and an error for 400 to 599
 * (ofetch's FetchError, which carries the status and the parsed body; without a status when the
 * request failed or timed out).
 */
export function createHttpClient(baseURL: string, options: { timeoutMs: number }): HttpClient {
  const client = ofetch.create({ baseURL, retry: 0, timeout: options.timeoutMs })
  return (path, callOptions = {}) => client(path, callOptions)
}

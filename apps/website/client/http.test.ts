import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FetchError } from 'ofetch'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient, RETRY_STATUS_CODES } from './http.js'

// A real HTTP server on 127.0.0.1 that answers each path's queued statuses in turn.
let server: Server
let baseURL: string
const attempts: { method: string; path: string; body: string; type: string | undefined }[] = []
let queue: number[] = []
/** Retry-After sent with the next answers (seconds), if any. */
let retryAfter: string | undefined

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
  })
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request)
    attempts.push({
      method: request.method ?? '',
      path: request.url ?? '',
      body,
      type: request.headers['content-type'],
    })
    // A server that takes the request and never answers.
    if (request.url?.endsWith('/hang')) return
    const status = queue.shift() ?? 200
    response.writeHead(status, {
      'Content-Type': 'application/json',
      ...(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }),
    })
    response.end(JSON.stringify({ status }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
)

beforeEach(() => {
  attempts.length = 0
  queue = []
  retryAfter = undefined
})

const http = () => createHttpClient(baseURL, { retryDelay: 0 })

describe('the HTTP client', () => {
  it('uses the configured base URL and parses JSON', async () => {
    await expect(http()('/ping')).resolves.toEqual({ status: 200 })
    expect(attempts[0]?.path).toBe('/api/ping')
  })

  it('sends JSON bodies for POST, PUT, PATCH and DELETE', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      await http()('/items', { method, body: { name: 'Čebela' } })
    }
    expect(attempts.map((a) => [a.method, a.body, a.type?.split(';')[0]])).toEqual(
      ['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => [m, '{"name":"Čebela"}', 'application/json']),
    )
  })

  it.each(RETRY_STATUS_CODES)('retries an idempotent request once after %i', async (status) => {
    queue = [status, 200]
    await expect(http()('/data')).resolves.toEqual({ status: 200 })
    expect(attempts).toHaveLength(2)
  })

  it('retries PUT and DELETE (idempotent) but never POST or PATCH', async () => {
    for (const method of ['PUT', 'DELETE']) {
      attempts.length = 0
      queue = [503, 200]
      await http()('/x', { method, body: {} })
      expect(attempts).toHaveLength(2)
    }
    for (const method of ['POST', 'PATCH']) {
      attempts.length = 0
      queue = [503]
      await expect(http()('/x', { method, body: {} })).rejects.toBeInstanceOf(FetchError)
      expect(attempts).toHaveLength(1)
    }
  })

  it('retries only once, then raises', async () => {
    queue = [503, 503, 200]
    const error = await http()('/data').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FetchError)
    expect((error as FetchError).statusCode).toBe(503)
    expect(attempts).toHaveLength(2)
  })

  it('raises on 400 to 599 without retrying other statuses', async () => {
    for (const status of [400, 404, 413, 422, 501, 599]) {
      attempts.length = 0
      queue = [status]
      const error = await http()('/data').catch((e: unknown) => e)
      expect(error, String(status)).toBeInstanceOf(FetchError)
      expect((error as FetchError).statusCode).toBe(status)
      expect(attempts).toHaveLength(1)
    }
  })

  // Regression: the retry ignored Retry-After, and a hung request never ended.
  it('waits as long as Retry-After asks before the one retry', async () => {
    queue = [503, 200]
    retryAfter = '1'
    const started = performance.now()
    await expect(http()('/data')).resolves.toEqual({ status: 200 })
    expect(attempts).toHaveLength(2)
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('waits no longer than its bound, whatever Retry-After says', async () => {
    queue = [429, 200]
    retryAfter = '3600'
    const client = createHttpClient(baseURL, { retryDelay: 0, maxRetryAfterMs: 100 })
    const started = performance.now()
    await expect(client('/data')).resolves.toEqual({ status: 200 })
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('gives up on a request that gets no answer within its timeout', async () => {
    const client = createHttpClient(baseURL, { retryDelay: 0, timeout: 200 })
    const error = await client('/hang', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FetchError)
    expect((error as FetchError).statusCode).toBeUndefined()
    expect(attempts.filter((a) => a.path === '/api/hang')).toHaveLength(1)
  })
})

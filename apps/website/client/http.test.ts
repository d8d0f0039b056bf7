import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FetchError } from 'ofetch'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient } from './http.js'

// A real HTTP server on 127.0.0.1 that answers each path's queued statuses in turn.
let server: Server
let baseURL: string
const attempts: { method: string; path: string; body: string; type: string | undefined }[] = []
let queue: number[] = []

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
    response.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': '1' })
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
})

const http = () => createHttpClient(baseURL, { timeoutMs: 5_000 })

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

  it('never tries a request twice, whatever the method and status (even 503 with Retry-After)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'POST', 'PATCH']) {
      attempts.length = 0
      queue = [503, 200]
      const error = await http()('/x', { method, ...(method === 'GET' ? {} : { body: {} }) }).catch(
        (e: unknown) => e,
      )
      expect((error as FetchError).statusCode, method).toBe(503)
      expect(attempts, method).toHaveLength(1)
    }
  })

  it('raises on 400 to 599', async () => {
    for (const status of [400, 404, 413, 422, 501, 599]) {
      attempts.length = 0
      queue = [status]
      const error = await http()('/data').catch((e: unknown) => e)
      expect(error, String(status)).toBeInstanceOf(FetchError)
      expect((error as FetchError).statusCode).toBe(status)
      expect(attempts).toHaveLength(1)
    }
  })

  it('gives up on a request that gets no answer within its timeout', async () => {
    const client = createHttpClient(baseURL, { timeoutMs: 200 })
    const error = await client('/hang', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FetchError)
    expect((error as FetchError).statusCode).toBeUndefined()
    expect(attempts.filter((a) => a.path === '/api/hang')).toHaveLength(1)
  })
})

import { connect } from 'node:net'
import { serve } from 'srvx'
import { afterEach, expect, it } from 'vitest'
import { BodyTooLarge, readBody } from './body.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A real srvx server as in production whose one route reads a body of at most 16 bytes. */
async function startServer() {
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    gracefulShutdown: false,
    fetch: async (request) => {
      if (request.method !== 'POST') return new Response('next')
      try {
        return new Response(`read ${(await readBody(request, 16)).byteLength}`)
      } catch (error) {
        if (error instanceof BodyTooLarge) return new Response('too large', { status: 413 })
        throw error
      }
    },
  })
  await server.ready()
  cleanups.push(() => server.close(true))
  return Number(new URL(server.url ?? '').port)
}

/** Sends `requests` on one connection and resolves with the status lines of the answers, once there are `answers`. */
function statusLines(port: number, requests: string, answers: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(requests))
    let received = ''
    socket.on('data', (data) => {
      received += data.toString('latin1')
      const lines = received.match(/^HTTP\/1\.1 \d{3}/gm) ?? []
      if (lines.length >= answers) {
        socket.destroy()
        resolve(lines)
      }
    })
    socket.on('error', reject)
    socket.on('close', () => reject(new Error(`the connection closed after: ${received.slice(0, 200)}`)))
  })
}

const post = (body: string) =>
  `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${body.length}\r\n\r\n${body}`

// Regression: a browser reads no answer before it has sent its whole body. A form post announced over
// the limit was refused without reading it, so the rest stayed unread on the connection and the visitor
// saw "too long" only when the keep-alive timeout (10 s) closed it. Read and dropped, the connection
// is free at once: the next request on it is answered.
it('reads a refused body to its end, so the client that sent it gets the answer and the connection serves the next request', async () => {
  const port = await startServer()
  const next = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'
  expect(await statusLines(port, post('x'.repeat(75_000)) + next, 2)).toEqual([
    'HTTP/1.1 413',
    'HTTP/1.1 200',
  ])
  expect(await statusLines(port, post('x'.repeat(16)) + next, 2)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200'])
})

import http from 'node:http'
import { connect, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createClientErrorListener } from './clientError.js'
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.js'

const csp = { analytics: false }
const headers = securityHeaders(contentSecurityPolicy(csp), false)

/** What the answer says for each status: Slovenian, then English (the request's language is unknown). */
const bodies = {
  400: 'Strežnik zahteve ni mogel prebrati.\nThe server could not read the request.\n',
  408: 'Zahteva ni prispela pravočasno. Poskusite znova.\nThe request did not arrive in time. Please try again.\n',
  413: 'Zahteva je prevelika.\nThe request is too large.\n',
  431: 'Glave zahteve so prevelike.\nThe request headers are too large.\n',
}

interface Parsed {
  statusLine: string
  headers: Map<string, string>
  body: string
}

function parse(bytes: Buffer): Parsed {
  const end = bytes.indexOf('\r\n\r\n')
  expect(end, bytes.toString('latin1')).toBeGreaterThan(0)
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n')
  const fields = new Map<string, string>()
  for (const line of lines) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).toLowerCase()
    expect(fields.has(name), `${name} twice`).toBe(false)
    fields.set(name, line.slice(colon + 1).trim())
  }
  return { statusLine, headers: fields, body: bytes.subarray(end + 4).toString('utf8') }
}

// --- The listener on a real Node HTTP server, over real sockets ---

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Reported = { code: string | undefined; socket: Duplex }

async function startServer(
  options: http.ServerOptions = {},
  handler: http.RequestListener = (_request, response) => response.end('ok'),
) {
  const server = http.createServer(options, handler)
  const listener = createClientErrorListener({ csp })
  const reported: Reported[] = []
  server.on('clientError', (error: Error & { code?: string }, socket) => {
    reported.push({ code: error.code, socket })
    listener(error, socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  })
  const { port } = server.address() as { port: number }
  return { server, port, reported }
}

/** Sends `bytes` on a new connection and resolves with all it receives until the connection closes. */
function exchange(port: number, bytes: string): Promise<{ received: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error('the server kept the connection open'))
    }, 5000)
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ received: Buffer.concat(received) })
    })
    socket.write(Buffer.from(bytes, 'latin1'))
  })
}

describe('createClientErrorListener on a Node HTTP server', () => {
  it('answers a header line without a colon with 400, in both languages, and closes: a complete HTTP/1.1 message with the security headers, its length in bytes, never cached', async () => {
    const { port } = await startServer()
    const { received } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')
    const answer = parse(received)
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(answer.body).toBe(bodies[400])
    // "ž" takes two bytes: the length counts bytes, not characters.
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(bodies[400]))
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(answer.headers.get('content-language')).toBe('sl, en')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('connection')).toBe('close')
    expect(Date.now() - Date.parse(answer.headers.get('date') ?? '')).toBeLessThan(60_000)
    for (const [name, value] of Object.entries(headers))
      expect(answer.headers.get(name.toLowerCase())).toBe(value)
    expect(answer.headers.has('strict-transport-security')).toBe(false)
    expect(answer.headers.has('server')).toBe(false)
    expect(answer.headers.has('x-powered-by')).toBe(false)
  })

  it('answers a request line of garbage with 400', async () => {
    const { port } = await startServer()
    const answer = parse((await exchange(port, '\u0001\u0002 ?? garbage\r\n\r\n')).received)
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(answer.body).toContain('The server could not read the request.')
  })

  it('answers a header block over the limit with 431', async () => {
    const { port } = await startServer({ maxHeaderSize: 2048 })
    const { received } = await exchange(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(4000)}\r\n\r\n`,
    )
    const answer = parse(received)
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(answer.body).toBe(bodies[431])
  })

  it('answers a chunk extension over the limit with 413', async () => {
    const { port } = await startServer({}, (request, response) => {
      request.resume()
      request.on('end', () => response.end('ok'))
    })
    const { received } = await exchange(
      port,
      `POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1;${'a'.repeat(20 * 1024)}\r\nx\r\n0\r\n\r\n`,
    )
    const answer = parse(received)
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large')
    expect(answer.body).toBe(bodies[413])
  })

  it('answers a request that does not arrive in time with 408', async () => {
    const { port, reported } = await startServer({
      requestTimeout: 300,
      headersTimeout: 300,
      connectionsCheckingInterval: 50,
    })
    const { received } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n')
    const answer = parse(received)
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout')
    expect(answer.body).toBe(bodies[408])
    expect(reported.map(({ code }) => code)).toContain('ERR_HTTP_REQUEST_TIMEOUT')
  })

  it('answers once, however much more the client sends, and closes the connection even if the client never does', async () => {
    const { port, reported } = await startServer()
    // A client that keeps its side open after the server has closed its own.
    const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    cleanups.push(() => client.destroy())
    const received: Buffer[] = []
    client.on('data', (chunk: Buffer) => received.push(chunk))
    client.write('GET / HTTP/1.1\r\nBad Header\r\n\r\n')
    await expect.poll(() => Buffer.concat(received).toString('utf8')).toContain(bodies[400])
    client.write('more junk\r\n\r\n')
    // The later junk is reported too, and not answered.
    await expect.poll(() => reported.length).toBe(2)
    const [{ socket } = reported[0] as Reported] = reported
    // Cut 2 s after the answer, the time the client is given to read it.
    await expect.poll(() => socket.destroyed, { timeout: 4000 }).toBe(true)
    expect(
      Buffer.concat(received)
        .toString('latin1')
        .match(/HTTP\/1\.1 /g),
    ).toHaveLength(1)
  })

  it('only destroys a connection the client reset, writing nothing', async () => {
    const { server, port, reported } = await startServer()
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve))
    const client = connect(port, '127.0.0.1')
    client.on('error', () => {})
    // Half a request; once the server has read it, a reset (RST) instead of the rest.
    client.write('GET / HTTP/1.1\r\nHost: x\r\n')
    const serverSide = await accepted
    await expect.poll(() => serverSide.bytesRead).toBeGreaterThan(0)
    client.resetAndDestroy()
    await expect.poll(() => reported.map(({ code }) => code)).toEqual(['ECONNRESET'])
    expect(serverSide.destroyed).toBe(true)
    expect(serverSide.bytesWritten).toBe(0)
  })

  it('only destroys a connection that can no longer be written to', async () => {
    const { server, port } = await startServer()
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve))
    const client = connect(port, '127.0.0.1')
    cleanups.push(() => client.destroy())
    const serverSide = await accepted
    serverSide.end()
    const error = Object.assign(new Error('Parse Error: Invalid header token'), {
      code: 'HPE_INVALID_HEADER_TOKEN',
    })
    createClientErrorListener({ csp })(error, serverSide)
    expect(serverSide.destroyed).toBe(true)
    expect(serverSide.bytesWritten).toBe(0)
  })

  it("answers a body the parser cannot read while the app handles the request; the app's late answer goes nowhere", async () => {
    const events: string[] = []
    let appAnswered: () => void = () => {}
    const answeredByApp = new Promise<void>((resolve) => (appAnswered = resolve))
    const { port } = await startServer({}, (request, response) => {
      request.on('error', (error: Error & { code?: string }) => events.push(`request ${error.code}`))
      request.resume()
      response.on('error', (error: Error & { code?: string }) => events.push(`response ${error.code}`))
      setTimeout(() => {
        response.end('late')
        appAnswered()
      }, 100)
    })
    const { received } = await exchange(
      port,
      'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nnot a chunk size\r\n',
    )
    await answeredByApp
    const answer = parse(received)
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(answer.body).toBe(bodies[400])
    expect(received.toString('latin1')).not.toContain('late')
    // The app learns its request was cut off; its response raises no error (nothing to crash on).
    expect(events.filter((event) => event.startsWith('response'))).toEqual([])
  })

  it('never writes into a response already under way: the client gets that response, then the connection closes', async () => {
    const { port, reported } = await startServer()
    const { received } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\u0001\r\n\r\n')
    const text = received.toString('latin1')
    expect(text.startsWith('HTTP/1.1 200 OK')).toBe(true)
    expect(text.endsWith('ok')).toBe(true)
    expect(text).not.toContain('400')
    expect(reported.length).toBeGreaterThanOrEqual(1)
  })
})

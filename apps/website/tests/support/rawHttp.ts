import { connect } from 'node:net'

/** One HTTP/1.1 exchange as bytes on a socket: what a client can send that fetch would refuse or fix. */
export interface RawRequest {
  method: string
  target: string
  /** In order, repeated names allowed; nothing is added (no Host unless listed). */
  headers: [string, string][]
  body?: string | Buffer
  /** Send the body in chunked encoding (the header must be in `headers`). */
  chunked?: boolean
  /**
   * Close the sending side after the request (TCP half-close), so a body shorter than its
   * Content-Length ends there instead of keeping the server waiting. Node's HTTP server then may close
   * without answering a request it has not answered yet.
   */
  halfClose?: boolean
}

export interface RawResponse {
  status: number
  headers: Map<string, string[]>
  body: string
  /** The raw head as received (status line and headers). */
  head: string
}

function chunkedBody(body: Buffer): Buffer {
  const parts: Buffer[] = []
  for (let offset = 0; offset < body.length; offset += 4096) {
    const piece = body.subarray(offset, offset + 4096)
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from('0\r\n\r\n'))
  return Buffer.concat(parts)
}

function decodeChunked(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd < 0) break
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Parses a response read up to the server's close; undefined when the server sent nothing. */
function parseResponse(data: Buffer): RawResponse | undefined {
  const headEnd = data.indexOf('\r\n\r\n')
  if (headEnd < 0) return undefined
  const head = data.subarray(0, headEnd).toString('latin1')
  const [statusLine = '', ...lines] = head.split('\r\n')
  const status = Number(statusLine.split(' ')[1])
  const headers = new Map<string, string[]>()
  for (const line of lines) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()])
  }
  const rawBody = data.subarray(headEnd + 4)
  const body =
    headers.get('transfer-encoding')?.[0]?.toLowerCase() === 'chunked' ? decodeChunked(rawBody) : rawBody
  return { status, headers, body: body.toString('utf8'), head }
}

/**
 * Sends one request on a fresh connection with `Connection: close` semantics (the request asks for
 * it unless its headers say otherwise) and reads until the server closes or `timeoutMs` passes.
 */
export function rawRequest(
  port: number,
  request: RawRequest,
  timeoutMs = 10_000,
): Promise<RawResponse | undefined> {
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body)
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${request.headers
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join(
      '',
    )}${request.headers.some(([name]) => name.toLowerCase() === 'connection') ? '' : 'Connection: close\r\n'}\r\n`
  const bytes = Buffer.concat([Buffer.from(head, 'latin1'), request.chunked ? chunkedBody(body) : body])
  return rawExchange(port, bytes, timeoutMs, {
    halfClose: request.halfClose,
    describe: `${request.method} ${request.target}`,
  })
}

/**
 * Sends `bytes` as they are on a fresh connection (a request no client library would send: a request
 * line of garbage, a header line without a colon) and reads until the server closes or `timeoutMs`
 * passes. `halfClose` ends the sending side after the bytes; `describe` names the request in a timeout.
 */
export function rawExchange(
  port: number,
  bytes: string | Buffer,
  timeoutMs = 10_000,
  options: { halfClose?: boolean; describe?: string } = {},
): Promise<RawResponse | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      const what = options.describe ?? JSON.stringify(String(bytes).slice(0, 80))
      reject(new Error(`No answer within ${timeoutMs} ms to ${what}`))
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.on('error', () => {
      // A reset after the answer (the server stopped reading an over-long body) is fine.
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parseResponse(Buffer.concat(received)))
    })
    socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes)
    if (options.halfClose) socket.end()
  })
}

/**
 * Streams `totalBytes` of chunked body to `path` and stops as soon as the server answers; resolves with
 * the status (or undefined when the server closed without one) and the bytes sent.
 */
export function chunkedUpload(
  port: number,
  path: string,
  contentType: string,
  totalBytes: number,
): Promise<{ status: number | undefined; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
    const finish = () => {
      socket.destroy()
      const response = parseResponse(Buffer.concat(received))
      resolve({ status: response?.status, sent })
    }
    socket.on('data', (data: Buffer) => {
      received.push(data)
      if (Buffer.concat(received).includes('\r\n\r\n')) {
        answered = true
        // Give the rest of a small answer a moment to arrive, then stop.
        setTimeout(finish, 50)
      }
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      if (!answered) finish()
    })
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length
        if (!socket.write(frame)) return void socket.once('drain', pump)
      }
      if (!answered && sent >= totalBytes) socket.write('0\r\n\r\n')
    }
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\nOrigin: http://127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    )
    pump()
  })
}

/** Resident memory of a process in bytes (Linux: /proc/{pid}/status, VmRSS). */
export async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  if (kb === undefined) throw new Error(`No VmRSS for process ${pid}`)
  return Number(kb) * 1024
}

import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small HTTP load balancer for tests: each request goes to the next upstream in turn. The request
 * body is buffered, so a request whose upstream refuses the connection (stopped, killed) is tried on
 * the next one, as nginx does with `proxy_next_upstream error`. Once an upstream has a POST, its answer
 * (or its failure, as 502) is final, because a POST must not be sent twice; a GET or HEAD that failed
 * before any answer is tried on the next upstream, as nginx does for idempotent requests. With
 * `healthCheck`, upstreams whose health path does not answer 200 get no new requests, as a load
 * balancer polling `/readyz` does.
 */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:{port}`. */
  url: string
  port: number
  /** Replaces the upstream origins (e.g. `http://127.0.0.1:3001`), for a rolling restart. */
  setUpstreams(origins: readonly string[]): void
  /** Requests answered by each upstream origin so far. */
  readonly answeredBy: ReadonlyMap<string, number>
  close(): Promise<void>
}

export interface RoundRobinProxyOptions {
  upstreams: readonly string[]
  /**
   * Append the client's address to X-Forwarded-For, as a proxy in production does. Default false:
   * the header passes through unchanged, so a test client can pose as any visitor.
   */
  appendForwardedFor?: boolean
  /** Set X-Forwarded-Proto to this (e.g. "https", as a TLS-terminating proxy would). */
  forwardedProto?: string
  /** Poll each upstream's `path` every `intervalMs`; only those answering 200 get new requests. */
  healthCheck?: { path: string; intervalMs: number }
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
])

function forwardHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name)) result[name] = value
  }
  return result
}

export async function startRoundRobinProxy(options: RoundRobinProxyOptions): Promise<RoundRobinProxy> {
  let upstreams = [...options.upstreams]
  let next = 0
  const answeredBy = new Map<string, number>()
  const unhealthy = new Set<string>()
  const healthTimer = options.healthCheck
    ? setInterval(() => {
        for (const origin of upstreams) {
          // A slow answer is not a failed one: on a loaded machine the healthy instance's /readyz (a
          // database round trip) took over a second, and with both upstreams marked unhealthy the
          // proxy went back to sending requests to the draining one.
          fetch(new URL(options.healthCheck?.path ?? '/', origin), { signal: AbortSignal.timeout(5000) })
            .then((answer) => answer.status === 200)
            .catch(() => false)
            .then((healthy) => {
              if (healthy) unhealthy.delete(origin)
              else unhealthy.add(origin)
            })
        }
      }, options.healthCheck.intervalMs)
    : undefined
  healthTimer?.unref()
  /** The upstreams to use now: the healthy ones, or all of them when none is healthy. */
  const inRotation = () => {
    const healthy = upstreams.filter((origin) => !unhealthy.has(origin))
    return healthy.length > 0 ? healthy : upstreams
  }
  const idempotent = (method: string | undefined) => method === 'GET' || method === 'HEAD'

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const headers = forwardHeaders(req.headers)
      if (options.appendForwardedFor) {
        const previous = req.headers['x-forwarded-for']
        const peer = req.socket.remoteAddress ?? ''
        headers['x-forwarded-for'] = previous ? `${previous}, ${peer}` : peer
      }
      if (options.forwardedProto) headers['x-forwarded-proto'] = options.forwardedProto
      headers['content-length'] = String(body.byteLength)

      // Each retry goes to the upstream after the one that refused (not to whatever `next` points at
      // by then: with concurrent requests that can be the refusing one again).
      const first = next++
      const candidates = inRotation()
      let tries = 0
      const attempt = (triesLeft: number) => {
        const origin = candidates[(first + tries++) % Math.max(1, candidates.length)]
        if (!origin || triesLeft === 0) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered\n')
          return
        }
        const target = new URL(req.url ?? '/', origin)
        let connected = false
        const upstream = httpRequest(target, { method: req.method, headers, agent: false }, (answer) => {
          answeredBy.set(origin, (answeredBy.get(origin) ?? 0) + 1)
          res.writeHead(answer.statusCode ?? 502, forwardHeaders(answer.headers))
          answer.pipe(res)
          answer.on('error', () => res.destroy())
        })
        upstream.on('socket', (socket) => {
          socket.once('connect', () => {
            connected = true
          })
        })
        upstream.on('error', () => {
          if (res.headersSent) res.destroy()
          else if (!connected || idempotent(req.method)) attempt(triesLeft - 1)
          else res.writeHead(502, { 'content-type': 'text/plain' }).end('upstream failed\n')
        })
        upstream.end(body)
      }
      attempt(candidates.length)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    setUpstreams(origins) {
      upstreams = [...origins]
    },
    answeredBy,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(healthTimer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

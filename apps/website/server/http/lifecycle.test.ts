import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from 'srvx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSqlite } from '../contact/store/database.js'
import { openStore } from '../contact/store/queries.js'
import { closeConnectionsWhileDraining } from './drain.js'
import { createHealthRoutes, healthMiddleware } from './health.js'
import { closeSrvxServer, createShutdown, type Shutdown } from './shutdown.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('GET /healthz and /readyz', () => {
  async function setup() {
    const dir = mkdtempSync(join(tmpdir(), 'health-'))
    const store = await openStore(openSqlite(dir))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    let draining = false
    const logged: string[] = []
    const app = createHealthRoutes({
      draining: () => draining,
      checkStore: () => store.check(),
      log: (message) => logged.push(message),
    })
    const get = (path: string) => app.request(`http://localhost${path}`)
    return { store, get, logged, drain: () => (draining = true) }
  }

  it('answers 200 "ok" while the process lives, never cached', async () => {
    const { store, get } = await setup()
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok\n')
    expect(response.headers.get('cache-control')).toBe('no-store')
    await store.close()
    expect((await get('/healthz')).status).toBe(200)
  })

  /** performance.now() under the test's control (the age of the last check); the timers stay real. */
  function fakeMonotonicClock() {
    vi.useFakeTimers({ toFake: ['performance'] })
    cleanups.push(() => vi.useRealTimers())
  }

  it('answers 200 while the store answers, 503 without saying why when it does not', async () => {
    fakeMonotonicClock()
    const { store, get, logged } = await setup()
    const ready = await get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.text()).toBe('ready\n')
    expect(ready.headers.get('cache-control')).toBe('no-store')

    await store.close()
    // Answered from the last check while it is under a second old; the store's state a second later.
    expect((await get('/readyz')).status).toBe(200)
    vi.advanceTimersByTime(1000)
    const down = await get('/readyz')
    expect(down.status).toBe(503)
    expect(await down.text()).toBe('not ready\n')
    expect(down.headers.get('cache-control')).toBe('no-store')
    vi.advanceTimersByTime(1000)
    await get('/readyz')
    // The reason goes to the log, once per change rather than per probe.
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^readyz: not ready: /)
  })

  it('asks the store once for probes that arrive together, answers from that check for a second, then asks afresh', async () => {
    fakeMonotonicClock()
    let checks = 0
    let answer: (() => void) | undefined
    const app = createHealthRoutes({
      draining: () => false,
      checkStore: () =>
        new Promise<void>((resolve) => {
          checks++
          answer = resolve
        }),
      log: () => {},
    })
    const probe = () => app.request('http://localhost/readyz')
    const probes = Array.from({ length: 64 }, probe)
    await new Promise((resolve) => setImmediate(resolve))
    answer?.()
    expect((await Promise.all(probes)).map((response) => response.status)).toEqual(Array(64).fill(200))
    expect(checks).toBe(1)
    vi.advanceTimersByTime(999)
    for (let index = 0; index < 10; index++) expect((await probe()).status).toBe(200)
    expect(checks).toBe(1)
    vi.advanceTimersByTime(1)
    const next = probe()
    await new Promise((resolve) => setImmediate(resolve))
    answer?.()
    expect((await next).status).toBe(200)
    expect(checks).toBe(2)
  })

  it('answers 503 when the store does not answer within 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    cleanups.push(() => vi.useRealTimers())
    const logged: string[] = []
    const app = createHealthRoutes({
      draining: () => false,
      checkStore: () => new Promise(() => {}),
      log: (message) => logged.push(message),
    })
    const probe = app.request('http://localhost/readyz')
    await vi.advanceTimersByTimeAsync(1999)
    expect(logged).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const response = await probe
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('not ready\n')
    expect(logged).toEqual(['readyz: not ready: the contact store did not answer within 2 s'])
  })

  it('as the server’s middleware, answers GET and HEAD of the two paths and passes everything else on', async () => {
    const middleware = healthMiddleware(
      createHealthRoutes({ draining: () => false, checkStore: async () => {}, log: () => {} }),
    )
    const passedOn = new Response('the page', { status: 404 })
    const next = () => passedOn
    const through = (method: string, path: string) =>
      middleware(new Request(`http://localhost${path}`, { method }), next)
    expect(await (await through('GET', '/healthz')).text()).toBe('ok\n')
    expect(await (await through('GET', '/readyz')).text()).toBe('ready\n')
    expect((await through('HEAD', '/readyz')).status).toBe(200)
    for (const [method, path] of [
      ['POST', '/readyz'],
      ['GET', '/readyz/'],
      ['GET', '/healthz.html'],
      ['GET', '/o-nas'],
    ] as const) {
      expect(await through(method, path), `${method} ${path}`).toBe(passedOn)
    }
  })

  it('answers 503 once shutdown has begun, so the load balancer drains the instance', async () => {
    const { get, drain } = await setup()
    drain()
    const response = await get('/readyz')
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('shutting down\n')
    expect((await get('/healthz')).status).toBe(200)
  })
})

describe('graceful shutdown', () => {
  /** A real srvx server as in production, with a handler that takes `ms` for /slow. */
  async function startServer(shutdownRef: { current?: Shutdown }, slowMs: number, onSlow?: () => void) {
    const server = serve({
      port: 0,
      hostname: '127.0.0.1',
      silent: true,
      gracefulShutdown: false,
      middleware: [
        closeConnectionsWhileDraining({
          get draining() {
            return shutdownRef.current?.draining ?? false
          },
        }),
      ],
      fetch: async (request) => {
        if (new URL(request.url).pathname === '/slow') {
          onSlow?.()
          await new Promise((r) => setTimeout(r, slowMs))
        }
        return new Response('done')
      },
    })
    await server.ready()
    cleanups.push(() => server.close(true))
    return server
  }

  function get(
    url: string,
    agent: http.Agent,
  ): Promise<{ status: number; body: string; connection?: string }> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
          )
        })
        .on('error', reject)
    })
  }

  it('finishes the requests in flight, closes idle keep-alive connections, then stops the background work', async () => {
    const ref: { current?: Shutdown } = {}
    const server = await startServer(ref, 400)
    const agent = new http.Agent({ keepAlive: true })
    cleanups.push(() => agent.destroy())
    const steps: string[] = []
    ref.current = createShutdown({
      delayMs: 0,
      log: (message) => steps.push(message),
      async closeServer(force) {
        await closeSrvxServer(server, force)
        steps.push('server closed')
      },
      async stopBackground() {
        steps.push('background stopped')
      },
    })
    const origin = server.url?.replace(/\/$/, '') ?? ''
    // One idle keep-alive connection and one request in flight when the signal comes.
    await get(`${origin}/fast`, agent)
    const inFlight = get(`${origin}/slow`, new http.Agent({ keepAlive: true }))
    await new Promise((r) => setTimeout(r, 100))
    const started = Date.now()
    const done = ref.current.run('SIGTERM')
    expect(ref.current.draining).toBe(true)

    const answer = await inFlight
    expect(answer).toEqual({ status: 200, body: 'done', connection: 'close' })
    expect(await done).toBe(true)
    // Well before Node's 5 s keep-alive timeout: no idle connection held the listener open.
    expect(Date.now() - started).toBeLessThan(3000)
    await expect(get(`${origin}/fast`, new http.Agent())).rejects.toThrow(/ECONNREFUSED/)
    expect(steps.indexOf('server closed')).toBeLessThan(steps.indexOf('background stopped'))
    expect(steps.at(-1)).toBe('shutdown: done')
    expect(steps[0]).toBe('shutdown: SIGTERM: /readyz answers 503 from now on')
  })

  it('cuts requests still open after 10 s, and still stops the background work', async () => {
    const ref: { current?: Shutdown } = {}
    let arrived: () => void = () => {}
    const slowArrived = new Promise<void>((resolve) => {
      arrived = resolve
    })
    const server = await startServer(ref, 60_000, () => arrived())
    const steps: string[] = []
    ref.current = createShutdown({
      delayMs: 0,
      log: (message) => steps.push(message),
      async closeServer(force) {
        await closeSrvxServer(server, force)
      },
      async stopBackground() {
        steps.push('background stopped')
      },
    })
    const origin = server.url?.replace(/\/$/, '') ?? ''
    const hanging = get(`${origin}/slow`, new http.Agent()).catch((error: Error) => error.message)
    await slowArrived
    // The shutdown's 10 s wait on fake time; the sockets stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    cleanups.push(() => vi.useRealTimers())
    const done = ref.current.run('SIGTERM')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(steps).not.toContain('background stopped')
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    expect(await done).toBe(true)
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/)
    expect(steps).toContain('shutdown: requests still open after 10 s: closing their connections')
    expect(steps).toContain('background stopped')
  })

  it('keeps serving for the configured delay with /readyz at 503, and runs once however many signals come', async () => {
    let closes = 0
    const shutdown = createShutdown({
      delayMs: 200,
      log: () => {},
      async closeServer() {
        closes++
      },
      async stopBackground() {},
    })
    const first = shutdown.run('SIGTERM')
    const second = shutdown.run('SIGINT')
    await new Promise((r) => setTimeout(r, 100))
    expect(shutdown.draining).toBe(true)
    expect(closes).toBe(0)
    expect(await first).toBe(true)
    expect(await second).toBe(true)
    expect(closes).toBe(1)
  })

  it('reports failure when the store does not close cleanly', async () => {
    const steps: string[] = []
    const shutdown = createShutdown({
      delayMs: 0,
      log: (message) => steps.push(message),
      async closeServer() {},
      async stopBackground() {
        throw new Error('database is locked')
      },
    })
    expect(await shutdown.run('SIGTERM')).toBe(false)
    expect(steps).toContain('shutdown: stopping the contact service failed: Error: database is locked')
  })
})

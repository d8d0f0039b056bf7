import type { Server as NodeHttpServer } from 'node:http'
import { Hono } from 'hono'
import type { Server as SrvxServer } from 'srvx'

/**
 * The process's life as a load balancer sees it: `GET /healthz` (the process answers), `GET /readyz`
 * (it can serve: the contact store answers and its schema is current; 503 otherwise and while shutting
 * down; the store's own `check` keeps a probe to reads, its write check runs on a schedule) and the graceful shutdown on SIGTERM/SIGINT. Neither endpoint is a page: no HTML, no analytics,
 * not in the sitemap, never cached, and no detail of what failed in the body (that goes to the log).
 */

const healthPaths = { live: '/healthz', ready: '/readyz' } as const

/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const shutdownTimeoutMs = 10_000

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }

export interface HealthOptions {
  /** True once shutdown has begun. */
  draining: () => boolean
  /** Resolves when the contact store answers with the expected schema; rejects with why not. */
  checkStore: () => Promise<void>
  log: (message: string) => void
  /** How long the store may take to answer before the instance counts as not ready. Default 2 s. */
  checkTimeoutMs?: number
}

/** The two health routes, to mount before the page catch-all. */
export function createHealthRoutes(options: HealthOptions): Hono {
  const app = new Hono()
  // The failure is logged when readiness changes, not on every probe (a balancer asks every few seconds).
  let lastProblem: string | undefined
  // Probes that arrive together share one check: however many ask at once (every balancer node, or a
  // flood from outside), the store answers one query at a time, and the pool stays free for visitors.
  let inFlight: Promise<unknown> | undefined
  const checkOnce = () => {
    inFlight ??= options.checkStore().finally(() => {
      inFlight = undefined
    })
    return inFlight
  }
  app.get(healthPaths.live, (c) => c.body('ok\n', 200, noStore))
  app.get(healthPaths.ready, async (c) => {
    if (options.draining()) return c.body('shutting down\n', 503, noStore)
    const timeoutMs = options.checkTimeoutMs ?? 2000
    let timer: NodeJS.Timeout | undefined
    try {
      // A database behind a dropped route would leave the probe hanging; a balancer wants an answer.
      await Promise.race([
        checkOnce(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the contact store did not answer within ${timeoutMs / 1000} s`)),
            timeoutMs,
          )
        }),
      ])
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error)
      if (problem !== lastProblem) options.log(`readyz: not ready: ${problem}`)
      lastProblem = problem
      return c.body('not ready\n', 503, noStore)
    } finally {
      clearTimeout(timer)
    }
    if (lastProblem !== undefined) options.log('readyz: ready again')
    lastProblem = undefined
    return c.body('ready\n', 200, noStore)
  })
  return app
}

export interface ShutdownOptions {
  /**
   * Stops accepting connections and resolves when the open requests have finished; with `force`,
   * cuts the connections still open.
   */
  closeServer: (force: boolean) => Promise<void>
  /** Stops the background work (the outbox worker) and closes the store. */
  stopBackground: () => Promise<void>
  /** How long to keep serving (with /readyz at 503) before closing the listener. Default 0. */
  delayMs?: number
  /** Default {@link shutdownTimeoutMs}. */
  timeoutMs?: number
  log: (message: string) => void
}

export interface Shutdown {
  /** True from the first signal on. */
  readonly draining: boolean
  /** Runs the shutdown once (later calls get the same promise); resolves true when all went well. */
  run(reason: string): Promise<boolean>
}

/** The steps of a graceful shutdown, each logged. */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const timeoutMs = options.timeoutMs ?? shutdownTimeoutMs
  const delayMs = options.delayMs ?? 0
  const { log } = options
  let draining = false
  let running: Promise<boolean> | undefined

  async function steps(reason: string): Promise<boolean> {
    draining = true
    log(`shutdown: ${reason}: /readyz answers 503 from now on`)
    if (delayMs > 0) {
      log(`shutdown: serving ${delayMs / 1000} s more, for the load balancer to notice`)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
    let ok = true
    log(`shutdown: no new connections; waiting up to ${timeoutMs / 1000} s for requests in flight`)
    const closed = options.closeServer(false).then(
      () => true,
      (error: unknown) => {
        log(`shutdown: closing the server failed: ${String(error)}`)
        ok = false
        return true
      },
    )
    let timer: NodeJS.Timeout | undefined
    const inTime = await Promise.race([
      closed,
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs)
      }),
    ])
    clearTimeout(timer)
    if (inTime) {
      log('shutdown: every request finished')
    } else {
      log(`shutdown: requests still open after ${timeoutMs / 1000} s: closing their connections`)
      await options.closeServer(true).catch((error: unknown) => {
        log(`shutdown: closing the connections failed: ${String(error)}`)
        ok = false
      })
    }
    log('shutdown: stopping the outbox worker and closing the contact store')
    try {
      await options.stopBackground()
    } catch (error) {
      log(`shutdown: stopping the contact service failed: ${String(error)}`)
      ok = false
    }
    log(ok ? 'shutdown: done' : 'shutdown: done, with errors (above)')
    return ok
  }

  return {
    get draining() {
      return draining
    },
    run(reason) {
      running ??= steps(reason)
      return running
    },
  }
}

/**
 * While draining, every answer says `Connection: close`, so a keep-alive client does not leave its
 * connection idle on this instance (which would hold the listener open until it timed out) and opens
 * its next one elsewhere.
 */
export function closeConnectionsWhileDraining(shutdown: Pick<Shutdown, 'draining'>) {
  return async (_request: Request, next: () => Response | Promise<Response>): Promise<Response> => {
    const response = await next()
    if (!shutdown.draining) return response
    try {
      response.headers.set('Connection', 'close')
      return response
    } catch {
      const headers = new Headers(response.headers)
      headers.set('Connection', 'close')
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      })
    }
  }
}

/**
 * Closes srvx's Node server: no new connections; resolves when the open requests are done (with
 * `force`, cuts them). Idle keep-alive connections are closed at once: they would otherwise hold the
 * listener open until they time out.
 */
export async function closeSrvxServer(server: SrvxServer, force: boolean): Promise<void> {
  const closing = server.close(force)
  const node = server.node?.server as NodeHttpServer | undefined
  if (node && typeof node.closeIdleConnections === 'function') node.closeIdleConnections()
  await closing
}

/**
 * What an uncaught exception or an unhandled rejection does: logged with its stack, then the process
 * exits with code 1, so that the supervisor (systemd's Restart=on-failure, a container runtime) starts
 * a clean one. After such an error the process's state is unknown (a lease half recorded, a pool in a
 * bad state). Vike's production server installs listeners that only log and carry on, which would
 * keep a broken process serving and mean a supervisor never restarts anything: they are replaced here.
 */
export function exitOnUncaughtErrors(
  log: (message: string) => void = (message) => console.error(message),
): void {
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.removeAllListeners(event)
    process.on(event, (error: unknown) => {
      log(`fatal: ${event}: ${error instanceof Error ? error.stack : String(error)}`)
      log('fatal: exiting with code 1, for the supervisor to start a clean process')
      process.exit(1)
    })
  }
}

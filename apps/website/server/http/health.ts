import { Hono } from 'hono'

/**
 * The process's health as a load balancer sees it: `GET /healthz` (the process answers) and `GET /readyz`
 * (it can serve: the contact store answers and its schema is current; 503 otherwise and while shutting
 * down; the store's own `check` keeps a probe to reads, its write check runs on a schedule). Neither is
 * a page: no HTML, no analytics, not in the sitemap, never cached, and no detail of what failed in the
 * body (that goes to the log).
 */

const healthPaths = { live: '/healthz', ready: '/readyz' } as const

/** How long the store may take to answer before the instance counts as not ready. */
const checkTimeoutMs = 2000

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }

export interface HealthOptions {
  /** True once shutdown has begun. */
  draining: () => boolean
  /** Resolves when the contact store answers with the expected schema; rejects with why not. */
  checkStore: () => Promise<void>
  log: (message: string) => void
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
    let timer: NodeJS.Timeout | undefined
    try {
      // A database behind a dropped route would leave the probe hanging; a balancer wants an answer.
      await Promise.race([
        checkOnce(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the contact store did not answer within ${checkTimeoutMs / 1000} s`)),
            checkTimeoutMs,
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

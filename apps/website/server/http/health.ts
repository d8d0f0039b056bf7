import { Hono } from 'hono'

// /healthz: the process answers; /readyz: the contact store answers at its schema (503 otherwise and while
// shutting down). Not pages: never cached, and what failed goes to the log, not the body.

const healthPaths = { live: '/healthz', ready: '/readyz' } as const

const checkTimeoutMs = 2000

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }

export interface HealthOptions {
  draining: () => boolean
  checkStore: () => Promise<void>
  log: (message: string) => void
}

export function createHealthRoutes(options: HealthOptions): Hono {
  const app = new Hono()
  // The failure is logged when readiness changes, not on every probe (a balancer asks every few seconds).
  let lastProblem: string | undefined
  // Probes that arrive together share one check, so a flood of them leaves the pool free for visitors.
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

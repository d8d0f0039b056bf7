import { Hono } from 'hono'
import type { EdgeMiddleware } from './edge.js'
import { requestUrl } from './requestUrl.js'

// /healthz: the process answers; /readyz: the contact store answers at its schema (503 otherwise and while
// shutting down). Not pages: never cached, and what failed goes to the log, not the body.

const healthPaths = { live: '/healthz', ready: '/readyz' } as const

const checkTimeoutMs = 2000
const resultMaxAgeMs = 1000

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }

export interface HealthOptions {
  draining: () => boolean
  checkStore: () => Promise<void>
  log: (message: string) => void
}

type Check = { outcome: Promise<void>; endedAt?: number }

export function createHealthRoutes(options: HealthOptions): Hono {
  const app = new Hono()
  // The failure is logged when readiness changes, not on every probe (a balancer asks every few seconds).
  let lastProblem: string | undefined
  // A probe is answered from the last check while it is under a second old (counted from its end), and
  // probes during a check share it: a flood of probes costs one check a second, and a store that stops
  // answering shows within a second. performance.now(): a stepped wall clock must not keep a result.
  let last: Check | undefined
  const currentCheck = () => {
    if (!last || (last.endedAt !== undefined && performance.now() - last.endedAt >= resultMaxAgeMs)) {
      const check: Check = {
        outcome: options.checkStore().finally(() => {
          check.endedAt = performance.now()
        }),
      }
      last = check
    }
    return last.outcome
  }
  app.get(healthPaths.live, (c) => c.body('ok\n', 200, noStore))
  app.get(healthPaths.ready, async (c) => {
    if (options.draining()) return c.body('shutting down\n', 503, noStore)
    let timer: NodeJS.Timeout | undefined
    try {
      // A database behind a dropped route would leave the probe hanging; a balancer wants an answer.
      await Promise.race([
        currentCheck(),
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

/**
 * The health routes as srvx middleware, ahead of the pages and the static file server: a probe is then
 * answered without the static server's file lookups (three failed `stat` calls for a path without an
 * extension) and the page routing, which were most of its cost. Other methods go on as before.
 */
export function healthMiddleware(routes: Hono): EdgeMiddleware {
  const paths = new Set<string>(Object.values(healthPaths))
  return async (request, next) =>
    (request.method === 'GET' || request.method === 'HEAD') && paths.has(requestUrl(request).pathname)
      ? routes.fetch(request)
      : next()
}

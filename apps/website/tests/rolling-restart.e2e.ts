import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProductionServer, startProductionServer } from '../scripts/production-server.mjs'
import { loadConfig } from '../server/config.js'
import { openContactStore } from '../server/contact/openStore.js'
import { startPostgres, type TestPostgres } from '../server/contact/testing/postgres.js'
import { startRoundRobinProxy } from '../server/testing/roundRobinProxy.js'

const valid = {
  email: 'ana.novak@example.si',
  fullName: 'Ana Novak',
  message: 'Zanima me vaš CMS.',
  locale: 'sl',
}
const pages = ['/', '/o-nas', '/en/about-us', '/kontakt', '/blog']

/** A distinct visitor address per contact request (the rate limit is one message per client a minute). */
function visitor(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

let postgres: TestPostgres
beforeAll(async () => {
  postgres = await startPostgres()
})
afterAll(async () => {
  await postgres?.stop()
})

describe('a rolling restart behind a load balancer', () => {
  it.each(['PostgreSQL', 'SQLite'])(
    'SIGTERM on one of two instances on %s fails no request; it drains (/readyz 503) and exits 0',
    async (kind) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rolling-'))
      // Like a production load balancer, the proxy polls /readyz and stops sending new requests to an
      // instance that answers 503 (SHUTDOWN_DELAY gives it the time to notice before the listener
      // closes); a GET that fails before any answer is tried on the other instance.
      const proxy = await startRoundRobinProxy({
        upstreams: [],
        healthCheck: { path: '/readyz', intervalMs: 100 },
      })
      // One store for both (PostgreSQL, or SQLite in one DATA_DIR, which works across processes on one
      // host), one public origin. The proxy passes X-Forwarded-For through, so TRUST_PROXY=1 makes each
      // test request its own visitor.
      const storeEnv: Record<string, string> =
        kind === 'PostgreSQL' ? { DATABASE_URL: await postgres.createDatabase() } : {}
      const env = {
        DATA_DIR: dataDir,
        SITE_URL: proxy.url,
        TRUST_PROXY: '1',
        // Seconds the draining instance keeps answering (503 on /readyz): long enough for this test's
        // own readiness checks on a loaded machine, where a fetch has taken over a second.
        SHUTDOWN_DELAY: '3',
        // A stream of posts from as many visitors: the site-wide limits lifted out of its way.
        CONTACT_MAX_PER_MINUTE: '1000000',
        CONTACT_MAX_PENDING: '1000000',
        ...storeEnv,
      }
      const servers: ProductionServer[] = []
      try {
        servers.push(...(await Promise.all([startProductionServer({ env }), startProductionServer({ env })])))
        const [draining, staying] = servers as [ProductionServer, ProductionServer]
        proxy.setUpstreams([draining.origin, staying.origin])

        const failures: string[] = []
        let sent = 0
        let accepted = 0
        let streaming = true
        const worker = async () => {
          while (streaming) {
            const n = sent++
            try {
              if (n % 3 === 0) {
                const response = await fetch(`${proxy.url}/api/contact`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(n) },
                  body: JSON.stringify(valid),
                })
                if (response.status === 202) accepted++
                else failures.push(`POST /api/contact: ${response.status} ${await response.text()}`)
              } else {
                const path = pages[n % pages.length] ?? '/'
                const response = await fetch(`${proxy.url}${path}`, { redirect: 'manual' })
                await response.arrayBuffer()
                if (response.status !== 200) failures.push(`GET ${path}: ${response.status}`)
              }
            } catch (error) {
              failures.push(`request ${n}: ${String(error)}`)
            }
          }
        }
        const stream = Promise.all([worker(), worker(), worker(), worker()])

        await new Promise((resolve) => setTimeout(resolve, 1000))
        const sentBeforeSignal = sent
        draining.signal('SIGTERM')
        // During SHUTDOWN_DELAY the instance still answers, with /readyz at 503 for the load balancer.
        const readiness: number[] = []
        for (let i = 0; i < 5; i++) {
          readiness.push(
            await fetch(`${draining.origin}/readyz`)
              .then((response) => response.status)
              .catch(() => 0),
          )
          if (readiness.at(-1) === 503) break
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        const exitCode = await draining.exited
        const sentBeforeExit = sent
        // Keep the stream going on the one instance left.
        await new Promise((resolve) => setTimeout(resolve, 1000))
        streaming = false
        await stream

        expect(failures).toEqual([])
        expect(readiness).toContain(503)
        expect(exitCode).toBe(0)
        expect(draining.log()).toContain(`contact store: ${kind}`)
        expect(draining.log()).toMatch(
          /shutdown: SIGTERM[\s\S]*shutdown: every request finished[\s\S]*shutdown: done/,
        )
        // Requests went on during the drain and after the exit, not only before the signal.
        expect(sentBeforeExit).toBeGreaterThan(sentBeforeSignal)
        expect(sent).toBeGreaterThan(sentBeforeExit)
        expect((await fetch(`${staying.origin}/readyz`)).status).toBe(200)
        // Every accepted message is in the shared store.
        const store = await openContactStore(loadConfig(env), () => {})
        try {
          expect(await store.list()).toHaveLength(accepted)
        } finally {
          await store.close()
        }
      } finally {
        await proxy.close()
        await Promise.all(servers.map((server) => server.stop()))
        for (const server of servers) server.dispose()
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})

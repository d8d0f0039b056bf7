import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { startProductionServer } from '../scripts/production-server.mjs'
import { startPostgres } from '../server/contact/testing/postgres.js'

/** /readyz answers from its last check while that is under a second old (server/http/health.ts). */
const checkAgeMs = 1000

describe('readiness follows the store', () => {
  it('/readyz turns 503 when PostgreSQL goes away, /healthz stays 200, and the log says why', async () => {
    const postgres = await startPostgres()
    const server = await startProductionServer({
      env: { DATABASE_URL: (await postgres.createDatabase()).replace('postgres@', 'postgres:s3cret-pw@') },
    })
    try {
      const ready = await fetch(`${server.origin}/readyz`)
      expect(ready.status).toBe(200)
      await postgres.stop()
      // /readyz answers from its last check while that is under a second old.
      await sleep(checkAgeMs)
      const down = await fetch(`${server.origin}/readyz`)
      expect(down.status).toBe(503)
      expect(await down.text()).toBe('not ready\n')
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200)
      expect(server.log()).toMatch(/readyz: not ready: /)
      expect(server.log()).not.toContain('s3cret-pw')
    } finally {
      await server.stop()
      server.dispose()
      await postgres.stop()
    }
  })

  // Regression: a server started while PostgreSQL was down exited with code 1, taking every page with it.
  it('a server started while its database is down serves pages, is not ready, and becomes ready when it is up', async () => {
    const postgres = await startPostgres()
    const url = await postgres.createDatabase()
    await postgres.pause()
    const server = await startProductionServer({
      env: { DATABASE_URL: url.replace('postgres@', 'postgres:s3cret-pw@') },
    })
    try {
      expect((await fetch(`${server.origin}/o-nas`)).status).toBe(200)
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(503)
      const post = () =>
        fetch(`${server.origin}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ana@example.si', fullName: 'Ana', message: 'Živjo' }),
        })
      const refused = await post()
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('5')
      await postgres.resume()
      const deadline = Date.now() + 40_000
      while ((await fetch(`${server.origin}/readyz`)).status !== 200) {
        if (Date.now() > deadline)
          throw new Error(`not ready 40 s after PostgreSQL came up:\n${server.log()}`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect((await post()).status).toBe(202)
      expect(server.log()).toMatch(
        /contact store unavailable: cannot open PostgreSQL at 127\.0\.0\.1:\d+\/\w+, retrying: /,
      )
      expect(server.log()).not.toContain('s3cret-pw')
    } finally {
      await server.stop()
      server.dispose()
      await postgres.stop()
    }
  }, 90_000)
})

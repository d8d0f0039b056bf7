import { describe, expect, it } from 'vitest'
import { freePort, startProductionServer } from '../scripts/production-server.mjs'
import { startPostgres } from '../server/contact/testing/postgres.js'

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

  it('a server whose store cannot be opened stops with the reason, never the password', async () => {
    const closedPort = await freePort()
    const failure = await startProductionServer({
      env: { DATABASE_URL: `postgres://site:s3cret-pw@127.0.0.1:${closedPort}/site` },
    }).then(
      () => undefined,
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/The server exited with code 1/)
    expect(failure).toMatch(/contact store: /)
    expect(failure).not.toContain('s3cret-pw')
  })
})

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openContactStore } from './openStore.js'
import { openPostgres } from './store/database.js'
import { schemaVersion } from './store/migrations.js'
import { openStore } from './store/queries.js'
import { isStoreUnavailable } from './store.js'
import { createHarness, temporaryDataDir } from './testing/harness.js'
import { startPostgres, type TestPostgres } from './testing/postgres.js'
import { describeContactStoreContract } from './testing/storeContract.js'

const postgresSchemaVersion = schemaVersion('postgres')

// One real PostgreSQL server for the file, one fresh database per test.
let server: TestPostgres

beforeAll(async () => {
  server = await startPostgres()
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

async function open(url: string) {
  return openStore(openPostgres(url, () => {}))
}

describeContactStoreContract('PostgreSQL', async () => {
  const url = await server.createDatabase()
  const store = await open(url)
  return {
    store,
    openAnother: () => open(url),
    cleanup: () => store.close(),
    async rateLimitKeys() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query('SELECT client_key FROM contact_rate_limits')).rows.map(
          (row) => row.client_key,
        )
      } finally {
        await client.end()
      }
    },
  }
})

describe('PostgreSQL connections that break', () => {
  // Regression: a client checked out for a transaction had no 'error' listener, so PostgreSQL ending
  // its backend (a restart, pg_terminate_backend) was an uncaught exception; the broken client went
  // back to the pool, and the next query on it ("not queryable") answered 500.
  it('turn every failure into StoreUnavailable, never an uncaught exception, and recover', async () => {
    const url = await server.createDatabase()
    const store = await open(url)
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    let terminating = true
    const terminator = (async () => {
      while (terminating) {
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'website-contact'",
        )
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    })()
    try {
      const outcomes: unknown[] = []
      for (let round = 0; round < 20; round++) {
        outcomes.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, index) =>
              store
                .accept({
                  message: { email: 'a@example.si', fullName: 'A', message: 'M', locale: 'sl' },
                  clientKey: `client-${round}-${index}`,
                  windowMs: 60_000,
                  now: 1_000,
                })
                .then(
                  () => 'stored',
                  (error: unknown) => (isStoreUnavailable(error) ? 'unavailable' : error),
                ),
            ),
          )),
        )
      }
      terminating = false
      await terminator
      expect(outcomes.filter((outcome) => outcome !== 'stored' && outcome !== 'unavailable')).toEqual([])
      expect(outcomes).toContain('unavailable')
      expect(uncaught.map((error) => (error as Error).stack)).toEqual([])
      // Once PostgreSQL lets it be, every call works again: no broken client was kept in the pool.
      for (let index = 0; index < 20; index++) {
        const result = await store.accept({
          message: null,
          clientKey: `after-${index}`,
          windowMs: 60_000,
          now: 1_000,
        })
        expect(result.accepted).toBe(true)
      }
      await store.check()
    } finally {
      terminating = false
      await terminator
      process.off('uncaughtException', onUncaught)
      await admin.end()
      await store.close()
    }
  }, 30_000)
})

describe('PostgreSQL migrations', () => {
  it('run once when several instances start together, under a lock', async () => {
    const url = await server.createDatabase()
    const stores = await Promise.all(Array.from({ length: 4 }, () => open(url)))
    for (const store of stores) await store.check()
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query('SELECT version FROM contact_schema ORDER BY version')
      expect(rows.map((row) => row.version)).toEqual(
        Array.from({ length: postgresSchemaVersion }, (_, index) => index + 1),
      )
    } finally {
      await client.end()
      for (const store of stores) await store.close()
    }
  })

  it('refuse a database whose schema is newer than this build, saying so; the readiness check too', async () => {
    const url = await server.createDatabase()
    const store = await open(url)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query('INSERT INTO contact_schema (version) VALUES ($1)', [postgresSchemaVersion + 5])
      await expect(store.check()).rejects.toThrow(
        `is at schema version ${postgresSchemaVersion + 5}; this build expects ${postgresSchemaVersion}`,
      )
      await expect(open(url)).rejects.toThrow(
        `schema version ${postgresSchemaVersion + 5}, newer than this build knows (${postgresSchemaVersion}). Run a newer build.`,
      )
    } finally {
      await client.end()
      await store.close()
    }
  })

  it('are chosen by DATABASE_URL, logged without the password', async () => {
    const url = new URL(await server.createDatabase())
    url.password = 'not-needed-but-secret'
    const logs: string[] = []
    const store = await openContactStore(
      { dataDir: '/nonexistent', databaseUrl: url.href, contactHashKey: undefined },
      (line) => logs.push(line),
    )
    try {
      await store.check()
      expect(logs).toEqual([`contact store: PostgreSQL at 127.0.0.1:${server.port}${url.pathname}`])
      expect(logs.join('\n')).not.toContain('secret')
    } finally {
      await store.close()
    }
  })

  it('say clearly when the database cannot be reached', async () => {
    const url = `postgres://postgres:hunter2@127.0.0.1:${server.port}/does_not_exist`
    let message = ''
    try {
      await openContactStore(
        { dataDir: '/nonexistent', databaseUrl: url, contactHashKey: undefined },
        () => {},
      )
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain(
      `Could not connect to the contact database at 127.0.0.1:${server.port}/does_not_exist`,
    )
    expect(message).not.toContain('hunter2')
  })

  it('serve the contact API when DATABASE_URL is all the service is given', async () => {
    const url = await server.createDatabase()
    const { dataDir, cleanup } = temporaryDataDir()
    const harness = createHarness(dataDir, { DATABASE_URL: url })
    try {
      const response = await harness.post({ email: 'ana@example.si', fullName: 'Ana', message: 'Živjo' })
      expect(response.status).toBe(202)
      const { id } = await response.json()
      expect(await harness.service.store.get(id)).toMatchObject({ message: 'Živjo', state: 'pending' })
      expect(
        (await harness.post({ email: 'ana@example.si', fullName: 'Ana', message: 'Again' })).status,
      ).toBe(429)
      await harness.service.store.check()
      // Host, port and database; never the user.
      const { host, pathname } = new URL(url)
      expect(harness.service.store.description).toBe(`PostgreSQL at ${host}${pathname}`)
      expect(harness.logs).toContain(`contact store: PostgreSQL at ${host}${pathname}`)
    } finally {
      await harness.service.stop()
      cleanup()
    }
  })

  it('leave the service answering 503, saying why, when the database is newer than the build', async () => {
    const url = await server.createDatabase()
    const store = await open(url)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('INSERT INTO contact_schema (version) VALUES ($1)', [postgresSchemaVersion + 1])
    await client.end()
    await store.close()
    const { dataDir, cleanup } = temporaryDataDir()
    const harness = createHarness(dataDir, { DATABASE_URL: url })
    try {
      const response = await harness.post({ email: 'ana@example.si', fullName: 'Ana', message: 'M' })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      await expect(harness.service.store.check()).rejects.toThrow('newer than this build knows')
      expect(harness.logs.filter((line) => line.includes('Run a newer build.'))).toHaveLength(1)
    } finally {
      await harness.service.stop()
      cleanup()
    }
  })
})

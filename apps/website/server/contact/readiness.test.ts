import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHealthRoutes } from '../http/health.js'
import { contactDatabaseFile, openPostgres, openSqlite } from './store/database.js'
import { openStore } from './store/queries.js'
import type { ContactStore } from './store.js'

/** The store's write check runs every 10 s (store.ts): the period the readiness tests advance by. */
const writeCheckPeriodMs = 10_000

import { temporaryDataDir } from './testing/harness.js'
import { startPostgres, type TestPostgres } from './testing/postgres.js'

// Readiness costs a load balancer's probes nothing they can feel: the 16 KB write and commit that shows
// a full disk runs every writeCheckPeriodMs (and on demand when its last result is older, or failed),
// while a probe reads schema and disk only when /readyz's last check is a second old. The clocks and
// the schedule's interval are fake; the files and the database server are real.

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function fakeClock() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] })
}

/** /readyz answers from its last check while that is under a second old: past that age. */
const checkAgeMs = 1000

/** /readyz as the server mounts it, over `store`. */
function readyz(store: ContactStore) {
  const app = createHealthRoutes({ draining: () => false, checkStore: () => store.check(), log: () => {} })
  return async () => (await app.request('http://localhost/readyz')).status
}

const waitFor = async (condition: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 10_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('readiness on SQLite', () => {
  it('writes once per period, on its own schedule, however often /readyz is asked', async () => {
    fakeClock()
    const { dataDir, cleanup } = temporaryDataDir()
    cleanups.push(cleanup)
    const store = await openStore(openSqlite(dataDir))
    cleanups.push(() => store.close())
    // Another connection's data_version changes when (and only when) someone else commits to the file.
    const observer = new Database(join(dataDir, contactDatabaseFile), { readonly: true })
    cleanups.push(() => observer.close())
    const commits = () => observer.pragma('data_version', { simple: true }) as number
    const probe = readyz(store)

    const before = commits()
    expect(await probe()).toBe(200)
    const afterFirst = commits()
    expect(afterFirst).not.toBe(before)

    const statuses = await Promise.all(Array.from({ length: 20 }, probe))
    for (let index = 0; index < 20; index++) statuses.push(await probe())
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(commits()).toBe(afterFirst)

    // No probe: the schedule writes by itself.
    await vi.advanceTimersByTimeAsync(writeCheckPeriodMs)
    expect(commits()).not.toBe(afterFirst)
  })

  it('is not ready once its last check is a second old after the store cannot be used', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { dataDir, cleanup } = temporaryDataDir()
    cleanups.push(cleanup)
    const store = await openStore(openSqlite(dataDir))
    const probe = readyz(store)
    expect(await probe()).toBe(200)
    await store.close()
    expect(await probe()).toBe(200)
    vi.advanceTimersByTime(checkAgeMs)
    expect(await probe()).toBe(503)
  })
})

describe('readiness on PostgreSQL', () => {
  let server: TestPostgres
  beforeAll(async () => {
    server = await startPostgres()
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** A store on a fresh database, and how many readiness writes reached it (a trigger counts them). */
  async function setup() {
    const url = await server.createDatabase()
    const store = await openStore(openPostgres(url, () => {}))
    cleanups.push(() => store.close())
    const observer = new pg.Client({ connectionString: url })
    // The database is paused in a test below: its connection's end is expected.
    observer.on('error', () => {})
    await observer.connect()
    cleanups.push(() => observer.end())
    await observer.query(`
      CREATE TABLE probe_writes (n integer NOT NULL);
      INSERT INTO probe_writes VALUES (0);
      CREATE FUNCTION count_probe_write() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN UPDATE probe_writes SET n = n + 1; RETURN NEW; END $$;
      CREATE TRIGGER count_probe_write AFTER INSERT ON contact_settings
        FOR EACH ROW WHEN (NEW.name = 'readiness-probe') EXECUTE FUNCTION count_probe_write();
    `)
    const writes = async () => (await observer.query<{ n: number }>('SELECT n FROM probe_writes')).rows[0]?.n
    return { store, writes }
  }

  it('shares one write among concurrent probes, writes again only when the last result is a period old', async () => {
    fakeClock()
    const { store, writes } = await setup()
    const probe = readyz(store)

    expect(await Promise.all(Array.from({ length: 10 }, probe))).toEqual(Array(10).fill(200))
    expect(await writes()).toBe(1)
    for (let index = 0; index < 10; index++) expect(await probe()).toBe(200)
    expect(await writes()).toBe(1)

    // The last result is a period old (the clock moved, the schedule has not fired): the next probes,
    // once /readyz's own last check is a second old, run one write between them.
    vi.setSystemTime(Date.now() + writeCheckPeriodMs - checkAgeMs)
    vi.advanceTimersByTime(checkAgeMs)
    expect(await Promise.all(Array.from({ length: 10 }, probe))).toEqual(Array(10).fill(200))
    expect(await writes()).toBe(2)

    // The schedule writes without a probe.
    await vi.advanceTimersByTimeAsync(writeCheckPeriodMs)
    await waitFor(async () => (await writes()) === 3, 'the scheduled write')
  })

  it('is not ready once its last check is a second old after the database goes away, though the last write is fresh', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { store } = await setup()
    const probe = readyz(store)
    expect(await probe()).toBe(200)
    await server.pause()
    try {
      vi.advanceTimersByTime(checkAgeMs)
      expect(await probe()).toBe(503)
    } finally {
      await server.resume()
    }
    await waitFor(async () => {
      vi.advanceTimersByTime(checkAgeMs)
      return (await probe()) === 200
    }, 'ready again once PostgreSQL is back')
  }, 60_000)
})

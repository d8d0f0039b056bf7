import { rmSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactDatabaseFile, openSqlite } from './store/database.js'
import { isStoreUnavailable } from './store.js'
import { createHarness, type Harness, temporaryDataDir } from './testing/harness.js'
import type { TimingChanges } from './testing/outbox.js'
import { startPostgres, type TestPostgres } from './testing/postgres.js'
import { startTestSmtp, type TestSmtpServer } from './testing/smtp.js'
import { fillDisk, smallDiskUnavailable, withSmallDisk } from './testing/tmpfs.js'

/**
 * The faults an operator fears, injected for real: a full disk (a 2 MB tmpfs), a database locked or
 * stopped just when the worker records a delivery, PostgreSQL down at start and restarted, a clock
 * stepped a day ahead and back (vitest's Date; the system's is left alone), clients that abandon their
 * uploads.
 */

// The site's outbox timings with the test's changes: the worker polls and retries in milliseconds.
const outbox = vi.hoisted(() => ({ current: {} as TimingChanges }))
vi.mock('./outboxTimings.js', async (importOriginal) =>
  (await import('./testing/outbox.js')).withTimingChanges(await importOriginal(), outbox),
)

const valid = { email: 'ana@example.si', fullName: 'Ana Novak', message: 'Pozdravljeni!' }
const smtpEnv = (server: TestSmtpServer) => ({
  SMTP_URL: server.url,
  CONTACT_TO: 'info@firma.example',
  SMTP_ALLOW_PLAINTEXT: 'loopback',
})

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.useRealTimers()
  outbox.current = {}
})

/** Date runs from `now` on, at the pace of the real clock, until vi.setSystemTime steps it. */
const clockAt = (now: number) => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now })

function dataDir(): string {
  const dir = temporaryDataDir()
  cleanups.push(dir.cleanup)
  return dir.dataDir
}

function harness(dir: string, env: Record<string, string> = {}): Harness {
  const created = createHarness(dir, env)
  cleanups.push(() => created.service.stop())
  return created
}

async function smtp(options: Parameters<typeof startTestSmtp>[0] = {}): Promise<TestSmtpServer> {
  const server = await startTestSmtp(options)
  cleanups.push(() => server.stop())
  return server
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The log lines about the store being unavailable: one when it starts, one when it is over. */
const troubleLines = (logs: string[]) => logs.filter((line) => line.startsWith('contact store unavailable'))

const noDisk = smallDiskUnavailable()

describe.skipIf(noDisk !== undefined)(
  `a full disk (SQLite on a 2 MB tmpfs${noDisk ? `: skipped, ${noDisk}` : ''})`,
  () => {
    const disk = withSmallDisk(2 * 1024 * 1024)

    // Regression: SQLITE_FULL answered 500 without Retry-After, logged a stack per post, and the store's
    // readiness check still passed.
    it('answers 503 with Retry-After, is not ready, logs one line for the episode, and recovers when space is freed', async () => {
      const dir = join(disk().dir, 'data')
      const filler = join(disk().dir, 'filler')
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      const site = harness(dir)
      expect((await site.post(valid, { from: '192.0.2.1' })).status).toBe(202)
      await site.service.store.check()

      fillDisk(filler)
      try {
        for (let index = 2; index < 12; index++) {
          const response = await site.post(valid, { from: `192.0.2.${index}` })
          expect(response.status).toBe(503)
          expect(response.headers.get('retry-after')).toBe('5')
          expect((await response.json()).error.code).toBe('unavailable')
        }
        const readiness = await site.service.store.check().then(
          () => 'ready',
          (error: unknown) => error,
        )
        expect(isStoreUnavailable(readiness)).toBe(true)
        expect(String(readiness)).toMatch(/full/)
        expect(troubleLines(site.logs)).toHaveLength(1)
        expect(troubleLines(site.logs)[0]).toMatch(/^contact store unavailable: .*full/)
        expect(site.logs.join('\n')).not.toMatch(/\n\s+at /)
      } finally {
        rmSync(filler, { force: true })
      }

      await site.service.store.check()
      expect((await site.post(valid, { from: '192.0.2.50' })).status).toBe(202)
      expect(troubleLines(site.logs)).toHaveLength(2)
      expect(troubleLines(site.logs)[1]).toMatch(
        /^contact store unavailable: over after [\d.]+ s, 10 time\(s\) in all$/,
      )
    })
  },
)

describe('recording a delivery the mail server accepted', () => {
  /**
   * A service whose store waits only 100 ms for a lock, and a mail server that, on receiving a message,
   * lets another connection take the database's write lock for `holdMs` before it answers 250: the
   * worker's record of the delivery then meets a locked database.
   */
  async function lockedAfterTheSend(holdMs: number, leaseMs: number) {
    const dir = dataDir()
    // The service shares this process's connection to the file: its lock wait, shortened from the
    // store's 5 s, is the service's too, so the lock is met within the test.
    const database = openSqlite(dir)
    cleanups.push(() => database.close())
    await sql`PRAGMA busy_timeout = 100`.execute(database.db)
    const locker = new Database(join(dir, contactDatabaseFile))
    cleanups.push(() => locker.close())
    let locked = false
    const server = await smtp({
      answerDelayMs: () => {
        if (!locked) {
          locked = true
          locker.exec('BEGIN IMMEDIATE')
          setTimeout(() => locker.exec('ROLLBACK'), holdMs)
        }
        return 0
      },
    })
    outbox.current = {
      pollIntervalMs: 40,
      leaseMs,
      sendDeadlineMs: Math.floor(leaseMs / 2),
      backoff: { baseMs: 20, maxMs: 150 },
      recordRetry: { firstMs: 200, maxMs: 400 },
    }
    const site = harness(dir, smtpEnv(server))
    const response = await site.post(valid)
    expect(response.status).toBe(202)
    const { id } = await response.json()
    return { site, server, id }
  }

  // Regression: markDelivered failing after the 250 left the lease held, and the message went out again
  // once it ran out.
  it('retries the record, not the send, while the worker holds the lease', async () => {
    const { site, server, id } = await lockedAfterTheSend(1_500, 3_000)
    await waitFor(
      async () => (await site.service.store.get(id))?.state === 'delivered',
      'the delivered state',
    )
    // Past the lease: had the record been given up, the message would be sent again now.
    await sleep(3_500)
    expect(server.received).toHaveLength(1)
    expect(await site.service.store.get(id)).toMatchObject({ state: 'delivered', attempts: 1 })
    expect(troubleLines(site.logs)[0]).toMatch(/recording the delivery of .* failed, retrying/)
  }, 15_000)

  it('records it without sending again when the lease runs out first and the same worker claims it again', async () => {
    const { site, server, id } = await lockedAfterTheSend(2_500, 1_200)
    await waitFor(
      async () => (await site.service.store.get(id))?.state === 'delivered',
      'the delivered state',
    )
    await sleep(1_500)
    expect(server.received).toHaveLength(1)
    expect((await site.service.store.get(id))?.attempts).toBe(2)
  }, 15_000)
})

describe('a clock that steps', () => {
  // Regression: a message that met a 451 while the clock was a day ahead waited 24 hours after it
  // stepped back.
  it('retries a message whose wait was scheduled while the clock was a day ahead', async () => {
    const realNow = Date.now()
    clockAt(realNow + 24 * 3_600_000)
    let answered = 0
    const server = await smtp({ reject: () => (answered++ === 0 ? 451 : undefined) })
    outbox.current = { pollIntervalMs: 40, backoff: { baseMs: 1_000, maxMs: 2_000 } }
    const site = harness(dataDir(), smtpEnv(server))
    const { id } = await (await site.post(valid)).json()
    await waitFor(async () => (await site.service.store.get(id))?.lastError !== null, 'the 451')
    expect(server.received).toHaveLength(0)
    vi.setSystemTime(realNow)
    await waitFor(async () => (await site.service.store.get(id))?.state === 'delivered', 'the retry', 5_000)
    expect(server.received).toHaveLength(1)
  })

  // Regression: after the clock stepped back an hour, a visitor was told Retry-After: 3660.
  it('never asks a visitor to wait longer than the rate limit’s minute', async () => {
    const realNow = Date.now()
    clockAt(realNow + 3_600_000)
    const site = harness(dataDir())
    expect((await site.post(valid)).status).toBe(202)
    vi.setSystemTime(realNow)
    expect((await site.post(valid)).status).toBe(202)
    vi.setSystemTime(realNow + 30_000)
    const limited = await site.post(valid)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  })
})

describe('rate-limit records', () => {
  const rows = (dir: string) => {
    const db = new Database(join(dir, contactDatabaseFile), { readonly: true })
    try {
      return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM contact_rate_limits').get()?.n
    } finally {
      db.close()
    }
  }

  // Regression: they were swept hourly, so they lived up to an hour, not two minutes.
  it('are deleted within two windows of their post', async () => {
    // The sweep runs every minute, on a faked interval that the test moves on with the clock.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const dir = dataDir()
    const site = harness(dir)
    for (let index = 1; index <= 5; index++) {
      expect((await site.post(valid, { from: `192.0.2.${index}` })).status).toBe(202)
    }
    expect(rows(dir)).toBe(5)
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    await waitFor(() => rows(dir) === 0, 'the sweep', 2_000)
  })

  // Regression: without CONTACT_RETENTION_DAYS nothing was swept at start, so a server restarted more
  // often than hourly never pruned.
  it('are swept when the server starts', async () => {
    const dir = dataDir()
    const first = createHarness(dir)
    expect((await first.post(valid)).status).toBe(202)
    await first.service.stop()
    expect(rows(dir)).toBe(1)
    // Restarted two minutes later.
    clockAt(Date.now() + 120_000)
    harness(dir)
    await waitFor(() => rows(dir) === 0, 'the start-up sweep', 2_000)
  })
})

describe('clients that abandon their uploads', () => {
  // Regression: each was logged as "could not store a message: Error: aborted" with a stack.
  it('are counted in one log line, without a stack', async () => {
    const site = harness(dataDir())
    for (let index = 0; index < 20; index++) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":"ana@'))
          controller.error(new Error('aborted'))
        },
      })
      const response = await site.app.request(
        'https://www.example.si/api/contact',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          duplex: 'half',
        } as RequestInit,
        { incoming: { socket: { remoteAddress: `192.0.2.${index + 1}` } } },
      )
      expect(response.status).toBe(400)
    }
    const lines = site.logs.filter((line) => line.includes('abandoned'))
    expect(lines).toEqual([
      'contact: uploads abandoned by their clients: aborted (further occurrences are counted, not logged)',
    ])
    expect(site.logs.join('\n')).not.toMatch(/could not store|\n\s+at /)
  })
})

describe('PostgreSQL down and back', () => {
  let postgres: TestPostgres
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 120_000)
  afterAll(async () => {
    await postgres?.stop()
  })

  // Regression: a server started while PostgreSQL was down exited with code 1, taking its pages along.
  it('starts without the database, answers 503 until it is up, then takes messages', async () => {
    const url = await postgres.createDatabase()
    await postgres.pause()
    let resumed = false
    try {
      const site = harness(dataDir(), { DATABASE_URL: url })
      const response = await site.post(valid)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      await expect(site.service.store.check()).rejects.toThrow(/not open yet/)
      await postgres.resume()
      resumed = true
      await waitFor(
        () =>
          site.service.store.check().then(
            () => true,
            () => false,
          ),
        'the store to open once PostgreSQL is up',
        15_000,
      )
      expect((await site.post(valid, { from: '192.0.2.9' })).status).toBe(202)
      const lines = troubleLines(site.logs)
      expect(lines[0]).toMatch(
        /^contact store unavailable: cannot open PostgreSQL at 127\.0\.0\.1:\d+\/\w+, retrying: /,
      )
      expect(lines[1]).toMatch(/^contact store unavailable: over after/)
      expect(lines).toHaveLength(2)
    } finally {
      if (!resumed) await postgres.resume()
    }
  }, 30_000)

  // Regression: a five-second outage wrote a stack per request (276 of them).
  it('logs a restart under a stream of posts as one episode, every post answered 202, 429 or 503', async () => {
    // Thousands of posts a minute, from as many addresses: the site-wide cap is lifted out of the way.
    const site = harness(dataDir(), {
      DATABASE_URL: await postgres.createDatabase(),
      CONTACT_MAX_PER_MINUTE: '1000000',
      CONTACT_MAX_PENDING: '1000000',
    })
    expect((await site.post(valid, { from: '198.51.100.1' })).status).toBe(202)
    const statuses: number[] = []
    let posting = true
    const stream = (async () => {
      for (let index = 2; posting; index++) {
        statuses.push(
          (await site.post(valid, { from: `198.51.${(index >> 8) & 255}.${index & 255}` })).status,
        )
      }
    })()
    await sleep(200)
    await postgres.pause()
    await sleep(1_000)
    await postgres.resume()
    await waitFor(() => statuses.at(-1) === 202, 'a post taken after the restart', 15_000)
    posting = false
    await stream
    expect(statuses.filter((status) => ![202, 503].includes(status))).toEqual([])
    expect(statuses).toContain(503)
    const lines = troubleLines(site.logs)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/over after [\d.]+ s, \d+ time\(s\) in all$/)
    expect(site.logs.join('\n')).not.toMatch(/\n\s+at /)
  }, 30_000)
})

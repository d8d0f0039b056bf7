import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contactDatabaseFile, openSqliteContactStore } from './sqliteStore.js'
import { createHarness, type Harness, temporaryDataDir } from './testing/harness.js'

const valid = { email: 'ana@example.si', fullName: 'Ana Novak', message: 'Pozdravljeni!' }

let dir: ReturnType<typeof temporaryDataDir>
let harness: Harness
beforeEach(() => {
  dir = temporaryDataDir()
})
afterEach(async () => {
  await harness?.service.stop()
  dir.cleanup()
})

describe('contact API hardening (issue 17)', () => {
  // Item 10: the 503 of a locked database said nothing about when to come back.
  it('answers a locked database 503 with a short Retry-After', async () => {
    const store = openSqliteContactStore({ dataDir: dir.dataDir, busyTimeoutMs: 50 })
    harness = createHarness(dir.dataDir, {}, { store })
    const other = new Database(`${dir.dataDir}/${contactDatabaseFile}`)
    other.exec('BEGIN EXCLUSIVE')
    try {
      const response = await harness.post(valid)
      expect(response.status).toBe(503)
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(Number.isInteger(retryAfter)).toBe(true)
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(30)
      expect((await response.json()).error.code).toBe('unavailable')
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    // Once the lock is gone the same message is taken.
    expect((await harness.post(valid)).status).toBe(202)
  })
})

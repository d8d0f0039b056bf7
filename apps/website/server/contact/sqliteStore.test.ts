import { mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openContactStore } from './openStore.js'
import { contactDatabaseFile, openSqliteContactStore } from './sqliteStore.js'
import { describeContactStoreContract } from './store.contract.js'
import { temporaryDataDir } from './testing/harness.js'

describeContactStoreContract('SQLite', async () => {
  const { dataDir, cleanup } = temporaryDataDir()
  const store = openSqliteContactStore({ dataDir })
  return {
    store,
    openAnother: async () => openSqliteContactStore({ dataDir }),
    cleanup: async () => {
      await store.close()
      cleanup()
    },
  }
})

describe('the SQLite file', () => {
  it('is readable by its owner only, in a folder only the owner can enter', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      const nested = join(dataDir, 'site', 'data')
      const logs: string[] = []
      const store = await openContactStore({ dataDir: nested, databaseUrl: undefined }, (line) =>
        logs.push(line),
      )
      await store.accept({
        message: { email: 'a@example.si', fullName: 'A', message: 'M', locale: 'sl' },
        clientKey: 'a',
        windowMs: 60_000,
        now: Date.now(),
      })
      await store.close()
      expect(logs).toEqual([`contact store: SQLite at ${join(nested, contactDatabaseFile)}`])
      expect(statSync(join(nested, contactDatabaseFile)).mode & 0o777).toBe(0o600)
      expect(statSync(nested).mode & 0o777).toBe(0o700)
    } finally {
      cleanup()
    }
  })

  it('tightens an existing database file that others could read', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      mkdirSync(dataDir, { recursive: true })
      new Database(join(dataDir, contactDatabaseFile)).close()
      const store = openSqliteContactStore({ dataDir })
      await store.close()
      expect(statSync(join(dataDir, contactDatabaseFile)).mode & 0o777).toBe(0o600)
    } finally {
      cleanup()
    }
  })

  it('refuses a database whose schema is newer than this build, saying so', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      const store = openSqliteContactStore({ dataDir })
      await store.check()
      await store.close()
      const db = new Database(join(dataDir, contactDatabaseFile))
      db.pragma('user_version = 99')
      db.close()
      expect(() => openSqliteContactStore({ dataDir })).toThrow(
        /schema version 99, newer than this build knows \(\d+\)\. Run a newer build\./,
      )
    } finally {
      cleanup()
    }
  })

  it('upgrades a database of the first schema version in place, keeping its messages', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      const store = openSqliteContactStore({ dataDir })
      const result = await store.accept({
        message: { email: 'a@example.si', fullName: 'A', message: 'Kept', locale: 'sl' },
        clientKey: 'a',
        windowMs: 60_000,
        now: 1_000,
      })
      await store.close()
      // Back to version 1, as a database written by the previous release.
      const db = new Database(join(dataDir, contactDatabaseFile))
      db.exec('ALTER TABLE contact_outbox DROP COLUMN lease_token')
      db.pragma('user_version = 1')
      db.close()
      const upgraded = openSqliteContactStore({ dataDir })
      await upgraded.check()
      expect((await upgraded.list()).map((message) => message.message)).toEqual(['Kept'])
      const [claimed] = await upgraded.claimDue({
        owner: 'w',
        now: 2_000,
        leaseMs: 1_000,
        limit: 1,
        maxAttempts: 3,
      })
      expect(claimed?.leaseToken).toBe(1)
      if (result.accepted && result.message) expect(claimed?.id).toBe(result.message.id)
      await upgraded.close()
    } finally {
      cleanup()
    }
  })
})

import { spawn } from 'node:child_process'
import { mkdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openContactStore } from './openStore.js'
import { contactDatabaseFile, openSqlite } from './store/database.js'
import { openStore } from './store/queries.js'
import { temporaryDataDir } from './testing/harness.js'
import { describeContactStoreContract } from './testing/storeContract.js'

describeContactStoreContract('SQLite', async () => {
  const { dataDir, cleanup } = temporaryDataDir()
  const store = await openStore(openSqlite(dataDir))
  return {
    store,
    openAnother: () => openStore(openSqlite(dataDir)),
    cleanup: async () => {
      await store.close()
      cleanup()
    },
    async rateLimitKeys() {
      const db = new Database(join(dataDir, contactDatabaseFile), { readonly: true })
      try {
        return db
          .prepare<[], { client_key: string }>('SELECT client_key FROM contact_rate_limits')
          .all()
          .map((row) => row.client_key)
      } finally {
        db.close()
      }
    },
  }
})

/**
 * Another process that opens `file` in SQLite's first journal mode and holds the write lock with a write
 * under way for `holdMs` (as a server converting a new database to WAL does for a moment); resolves once
 * it holds it, with a promise of the lock's release.
 */
async function holdWriteLock(file: string, holdMs: number): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))})
    const db = new Database(${JSON.stringify(file)})
    db.exec('CREATE TABLE other_process (a)')
    db.exec('BEGIN IMMEDIATE')
    db.exec('INSERT INTO other_process VALUES (1)')
    process.stdout.write('held\\n')
    setTimeout(() => { db.exec('COMMIT'); db.close() }, ${holdMs})
  `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const released = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)))
  })
  return { released }
}

describe('two servers starting on a new DATA_DIR', () => {
  it('waits for the other process’s write lock while switching the new database to WAL, instead of failing', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      const file = join(dataDir, contactDatabaseFile)
      mkdirSync(dataDir, { recursive: true })
      const { released } = await holdWriteLock(file, 300)
      // SQLite answers this case "database is locked" at once, without its busy timeout.
      const store = await openStore(openSqlite(dataDir))
      await released
      const db = new Database(file, { readonly: true })
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      db.close()
      await store.close()
    } finally {
      cleanup()
    }
  })
})

describe('the SQLite file', () => {
  it('is readable by its owner only, in a folder only the owner can enter', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      const nested = join(dataDir, 'site', 'data')
      const logs: string[] = []
      const store = await openContactStore(
        { dataDir: nested, databaseUrl: undefined, contactHashKey: undefined },
        (line) => logs.push(line),
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
      const store = await openStore(openSqlite(dataDir))
      await store.close()
      expect(statSync(join(dataDir, contactDatabaseFile)).mode & 0o777).toBe(0o600)
    } finally {
      cleanup()
    }
  })

  it('refuses a database whose schema is newer than this build, saying so', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      const store = await openStore(openSqlite(dataDir))
      await store.check()
      await store.close()
      const db = new Database(join(dataDir, contactDatabaseFile))
      db.pragma('user_version = 99')
      db.close()
      await expect(openStore(openSqlite(dataDir))).rejects.toThrow(
        /schema version 99, newer than this build knows \(\d+\)\. Run a newer build\./,
      )
    } finally {
      cleanup()
    }
  })

  it('upgrades a database of the first schema version in place, keeping its messages', async () => {
    const { dataDir, cleanup } = temporaryDataDir()
    try {
      const store = await openStore(openSqlite(dataDir))
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
      db.exec('DROP TABLE contact_settings')
      db.exec('DROP TABLE contact_rate_counts')
      db.pragma('user_version = 1')
      db.close()
      const upgraded = await openStore(openSqlite(dataDir))
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

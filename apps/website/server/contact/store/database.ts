import { chmodSync, closeSync, mkdirSync, openSync, statfsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { type Generated, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { type DeliveryState, StoreUnavailable } from '../store.js'

// The contact database on either dialect: what the two do differently when opening one is here; the
// queries (queries.ts) and migrations (migrations.ts) are written once, each difference stated where it is.

/** Times are milliseconds since the epoch, from the caller. */
export interface Tables {
  contact_messages: {
    id: string
    created_at: number
    locale: string
    email: string
    full_name: string
    message: string
  }
  contact_outbox: {
    message_id: string
    state: DeliveryState
    attempts: number
    next_attempt_at: number | null
    lease_owner: string | null
    lease_until: number | null
    lease_token: Generated<number>
    last_error: string | null
    delivered_at: number | null
    updated_at: number
  }
  contact_rate_limits: { client_key: string; last_accepted_at: number }
  contact_rate_counts: { counter_key: string; window_start: number; accepted: number }
  contact_settings: { name: string; value: string }
  /** PostgreSQL only: one row per migration that ran (SQLite counts them in `PRAGMA user_version`). */
  contact_schema: { version: number; applied_at: Generated<Date> }
}

export interface ContactDatabase {
  db: Kysely<Tables>
  dialect: 'sqlite' | 'postgres'
  /** Never a password. */
  location: string
  /** Throws StoreUnavailable when a message would not fit on the disk (SQLite only). */
  checkDisk(): void
  close(): Promise<void>
}

export const contactDatabaseFile = 'contact.sqlite'

/** The readiness write: the longest message the form allows (5,000 characters, up to 3 bytes each). */
export const probeBytes = 16_384

/**
 * Stores on one file in one process share its connection: SQLite waits for a lock by blocking the
 * thread, which a second connection would do on a transaction that needs the same thread to finish.
 */
const openFiles = new Map<string, { database: ContactDatabase; users: number }>()

const busyTimeoutMs = 5000

export function openSqlite(dataDir: string): ContactDatabase {
  const file = resolve(dataDir, contactDatabaseFile)
  const shared = openFiles.get(file) ?? { database: connectSqlite(file), users: 0 }
  openFiles.set(file, shared)
  shared.users++
  let closed = false
  return {
    ...shared.database,
    async close() {
      if (closed) return
      closed = true
      if (--shared.users > 0) return
      openFiles.delete(file)
      await shared.database.close()
    },
  }
}

function connectSqlite(file: string): ContactDatabase {
  // Owner-only: the folder (when we create it) and the file hold visitors' names and messages.
  // SQLite gives its -wal and -shm files the database file's permissions.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  closeSync(openSync(file, 'a', 0o600))
  chmodSync(file, 0o600)
  const raw = new Database(file)
  try {
    // Another process (a second server, the operator CLI) may hold the write lock for a moment.
    raw.pragma(`busy_timeout = ${busyTimeoutMs}`)
    // WAL lets readers (the CLI, the worker's polls) run while a request commits.
    switchToWal(raw)
    // FULL: WAL's NORMAL may lose the last commits on power loss, and a message answered 202 must survive.
    raw.pragma('synchronous = FULL')
    raw.pragma('foreign_keys = ON')
  } catch (error) {
    raw.close()
    throw error
  }
  // Kysely prepares every query it runs; the store runs the same few, so they are prepared once.
  const prepared = new Map<string, Database.Statement>()
  const database = {
    prepare(text: string) {
      let statement = prepared.get(text)
      if (!statement) {
        if (prepared.size >= 200) prepared.clear()
        statement = raw.prepare(text)
        prepared.set(text, statement)
      }
      return statement
    },
    close: () => raw.close(),
  }
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) })
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    location: file,
    // A message must fit on the disk: a full one is seen before the write check's next run.
    checkDisk() {
      const disk = statfsSync(dirname(file))
      const free = disk.bavail * disk.bsize
      if (free < probeBytes) {
        throw new StoreUnavailable(
          `The disk of the contact database ${file} is full: ${free} bytes free, a message needs up to ${probeBytes}.`,
        )
      }
    },
  }
}

/**
 * SQLite answers SQLITE_BUSY at once, without the busy timeout, while another connection converts a new
 * file to WAL (a second server starting on a new DATA_DIR): so this retries for as long as the timeout.
 */
function switchToWal(db: Database.Database): void {
  // performance.now(): a wall clock stepped meanwhile must not stretch or cut the wait.
  const deadline = performance.now() + busyTimeoutMs
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      db.pragma('journal_mode = WAL')
      return
    } catch (error) {
      const busy = error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY')
      if (!busy || performance.now() >= deadline) throw error
      // A synchronous pause: the store opens before the server takes requests.
      Atomics.wait(pause, 0, 0, 20)
    }
  }
}

// bigint columns (oid 20) as numbers: every value here is a time in milliseconds or a counter, far
// below 2^53. (pg returns them as strings by default.)
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

/** `host:port/database`, never the user or password. */
export function postgresLocation(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)'
  return `${url.hostname}:${url.port || '5432'}/${database}`
}

export function openPostgres(connectionString: string, log: (message: string) => void): ContactDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'website-contact',
    types,
  })
  // An 'error' on a busy client (the pool listens only on idle ones) would be uncaught. A client whose
  // connection broke, or whose query failed as a broken one does, is destroyed on release, not reused.
  const broken = new WeakSet<object>()
  pool.on('connect', (client) => {
    client.on('error', () => broken.add(client))
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    Object.assign(client, {
      query: (...args: unknown[]) => {
        const result = query(...args)
        if (result instanceof Promise)
          result.catch((error: unknown) => classify(error) !== error && broken.add(client))
        return result
      },
    })
  })
  const kyselyPool = {
    async connect() {
      const client = await pool.connect()
      const release = client.release
      client.release = () => release(broken.has(client) ? new Error('connection broken') : undefined)
      return client
    },
    end: () => pool.end(),
  }
  // Every idle connection dropped reports at once: one line per burst.
  let lastLostAt = Number.NEGATIVE_INFINITY
  pool.on('error', (error) => {
    if (performance.now() - lastLostAt > 10_000)
      log(`contact store: PostgreSQL closed idle connections: ${error.message}`)
    lastLostAt = performance.now()
  })
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: kyselyPool }) })
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    location: postgresLocation(connectionString),
    // PostgreSQL's disk is the server's: the write check sees it full (SQLSTATE 53100).
    checkDisk() {},
  }
}

// Errors a retry may cure (locked, disk full or read-only, unreachable, restarting, a lost race); anything
// else (a constraint, SQL) is a bug: a 500. PostgreSQL's SQLSTATE classes 08, 40, 53, 57, 58, and two codes.
const transientSqliteCodes = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|PROTOCOL|NOMEM)/
const transientSqlState = /^(08|40|53|57|58)|^55P03$|^25006$/
const transientNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])
// pg's own words for a connection it lost or could not make: it gives no code.
const connectionProblem =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Query read timeout/i

/** StoreUnavailable when a retry may cure it, else unchanged. */
export function classify(error: unknown): unknown {
  if (error instanceof StoreUnavailable) return error
  const code = (error as { code?: unknown } | null)?.code
  const transient =
    (typeof code === 'string' &&
      (transientSqliteCodes.test(code) || transientSqlState.test(code) || transientNodeCodes.has(code))) ||
    (error instanceof Error && connectionProblem.test(error.message))
  if (!transient) return error
  const detail = error instanceof Error ? error.message : String(error)
  return new StoreUnavailable(
    `The contact database is unavailable: ${detail}${error instanceof Database.SqliteError ? ` (${code})` : ''}`,
    { cause: error },
  )
}

/**
 * SQLite's BEGIN IMMEDIATE takes its one write lock up front, so two processes checking one client's
 * limit queue instead of one failing to upgrade its lock; PostgreSQL's rows lock as they are written.
 */
export async function transaction<T>(
  { db, dialect }: ContactDatabase,
  work: (db: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql.raw(dialect === 'sqlite' ? 'begin immediate' : 'begin').execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {})
      throw error
    }
  })
}

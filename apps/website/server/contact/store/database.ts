import { chmodSync, closeSync, mkdirSync, openSync, statfsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { type Generated, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { type DeliveryState, StoreUnavailable } from '../store.js'

/**
 * The contact database as Kysely sees it, on either dialect: SQLite in DATA_DIR (one server, or
 * several on one host) or PostgreSQL at DATABASE_URL (shared by every instance). Everything the two
 * dialects do differently when opening a database is here; the queries (queries.ts) and migrations
 * (migrations.ts) are written once, with each remaining difference stated where it is.
 */

/** The tables (migrations.ts). Times are milliseconds since the epoch, from the caller. */
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
  /** "/path/contact.sqlite" or "host:port/database" (never a password). */
  location: string
  /** Throws StoreUnavailable when a message could not be written for want of disk (SQLite only). */
  checkDisk(): void
  close(): Promise<void>
}

/** The file name inside DATA_DIR. */
export const contactDatabaseFile = 'contact.sqlite'

/**
 * The readiness probe's write: about the size of the longest message the form allows (5,000
 * characters, up to three bytes each in UTF-8), so it needs what accepting a message needs.
 */
export const probeBytes = 16_384

/**
 * The SQLite files open in this process. SQLite waits for a lock by blocking the thread, so a second
 * connection here would wait, blocking, on a transaction of the first that needs the same thread to
 * finish: stores on one file in one process share its connection (and Kysely's queue for it).
 */
const openFiles = new Map<string, { database: ContactDatabase; users: number }>()

/** How long a writer waits for another process's write lock before the store answers unavailable. */
const busyTimeoutMs = 5000

/** Opens `{dataDir}/contact.sqlite` (created owner-only) in WAL mode with synchronous=FULL. */
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
    // FULL, not NORMAL: in WAL mode NORMAL may lose the last commits on power loss, and a message we
    // answered 202 for must survive that. The fsync per accepted message is cheap at this pace.
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
 * Switches a new database to WAL. SQLite answers SQLITE_BUSY at once, without waiting for the busy
 * timeout, when another connection holds the write lock of a database still in its first journal
 * mode, which is what a second server starting beside the first on a new DATA_DIR meets while the
 * first converts the file. So this waits and tries again, as the busy timeout would, up to the same
 * time. Once the file is in WAL mode (from then on, always), the first try succeeds.
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

/** Where DATABASE_URL (validated at start) points, for logs and errors: `host:port/database`, never the user or password. */
export function postgresLocation(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)'
  return `${url.hostname}:${url.port || '5432'}/${database}`
}

/** A pool of up to 10 connections to DATABASE_URL. */
export function openPostgres(connectionString: string, log: (message: string) => void): ContactDatabase {
  const pool = new pg.Pool({
    connectionString,
    // Connections per instance, and how long a query waits for a free connection or a new one.
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'website-contact',
    types,
  })
  // pg emits 'error' on a client whose connection breaks (a restart, a terminated backend); without a
  // listener that is an uncaught exception, and the pool listens only while a client is idle. A
  // client whose connection broke, or whose query failed as a broken one does, is destroyed when
  // Kysely releases it (the error may reach the query before the client knows it is broken), so no
  // later query meets it. Each client is watched from its creation on.
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
  // Every idle connection the server dropped reports it at once: one line per burst.
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

// SQLite's answers that a retry may cure: locked, out of space, an I/O error, a file it cannot open
// or write (a disk remounted read-only). Anything else (a constraint, SQL) is a bug: a 500.
const transientSqliteCodes = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|PROTOCOL|NOMEM)/
// PostgreSQL's: unreachable, restarting, out of resources (disk full included), read-only after a
// failover, or a transaction lost a race it can repeat. SQLSTATE classes 08 (connection), 40 (rollback),
// 53 (resources), 57 (operator intervention), 58 (system, I/O); 55P03 (lock not available), 25006 (read-only).
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
// What pg itself says about a connection it lost or could not make: no code, only these messages.
const connectionProblem =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Query read timeout/i

/** The error as StoreUnavailable when a retry may cure it (the API answers 503), else unchanged. */
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
 * Runs `work` in a transaction on one connection. SQLite's BEGIN IMMEDIATE takes the write lock up
 * front (SQLite has one writer): two processes checking one client's limit queue instead of both
 * reading "allowed" and one failing to upgrade its lock. PostgreSQL's rows lock as they are written.
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

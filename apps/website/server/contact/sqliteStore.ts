import { randomUUID } from 'node:crypto'
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import {
  type AcceptInput,
  type AcceptResult,
  type ClaimedContactMessage,
  type ContactStore,
  deliveryStates,
  type ListQuery,
  unfinishedAttemptsError,
} from './store.js'
import { hashClientKey, type MessageRow, selectMessage, toMessage } from './storeRows.js'

/** The file name inside DATA_DIR. */
export const contactDatabaseFile = 'contact.sqlite'

/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many ran. Append only:
 * a released migration never changes, a new one is added after it.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE contact_messages (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    locale TEXT NOT NULL,
    email TEXT NOT NULL,
    full_name TEXT NOT NULL,
    message TEXT NOT NULL
  ) STRICT;
  CREATE INDEX contact_messages_created ON contact_messages (created_at);
  CREATE TABLE contact_outbox (
    message_id TEXT PRIMARY KEY REFERENCES contact_messages (id) ON DELETE CASCADE,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    lease_owner TEXT,
    lease_until INTEGER,
    last_error TEXT,
    delivered_at INTEGER,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX contact_outbox_due ON contact_outbox (state, next_attempt_at);
  CREATE TABLE contact_rate_limits (
    client_key TEXT PRIMARY KEY,
    last_accepted_at INTEGER NOT NULL
  ) STRICT;
  `,
  // 2: a fencing token per message, raised at every claim: only the current lease holder records an outcome.
  `
  ALTER TABLE contact_outbox ADD COLUMN lease_token INTEGER NOT NULL DEFAULT 0;
  `,
]

export interface SqliteStoreOptions {
  /** The folder of the database file (DATA_DIR); created if missing. */
  dataDir: string
  /** Milliseconds a writer waits for another process's lock before failing. Default 5000. */
  busyTimeoutMs?: number
}

/** Opens (and migrates) the SQLite database at `{dataDir}/contact.sqlite`. */
export function openSqliteContactStore(options: SqliteStoreOptions): ContactStore {
  const file = resolve(options.dataDir, contactDatabaseFile)
  // Owner-only: the folder (when we create it) and the file hold visitors' names and messages.
  // SQLite gives its -wal and -shm files the database file's permissions.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  closeSync(openSync(file, 'a', 0o600))
  chmodSync(file, 0o600)
  const db = new Database(file)
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000
  // Another process (a second server, the operator CLI) may hold the write lock for a moment.
  db.pragma(`busy_timeout = ${busyTimeoutMs}`)
  // WAL lets readers (the CLI, the worker's polls) run while a request commits.
  switchToWal(db, busyTimeoutMs)
  // FULL, not NORMAL: in WAL mode NORMAL may lose the last commits on power loss, and a message
  // we answered 202 for must survive that. The fsync per accepted message is cheap at
  // one message per client per minute.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  migrate(db)

  const statements = {
    rateLimit: db.prepare<[string], { last_accepted_at: number }>(
      'SELECT last_accepted_at FROM contact_rate_limits WHERE client_key = ?',
    ),
    recordRate: db.prepare(
      `INSERT INTO contact_rate_limits (client_key, last_accepted_at) VALUES (@key, @now)
       ON CONFLICT (client_key) DO UPDATE SET last_accepted_at = excluded.last_accepted_at`,
    ),
    insertMessage: db.prepare(
      `INSERT INTO contact_messages (id, created_at, locale, email, full_name, message)
       VALUES (@id, @createdAt, @locale, @email, @fullName, @message)`,
    ),
    insertOutbox: db.prepare(
      `INSERT INTO contact_outbox (message_id, state, attempts, next_attempt_at, updated_at)
       VALUES (@id, 'pending', 0, @now, @now)`,
    ),
    giveUpUnfinished: db.prepare<
      { now: number; maxAttempts: number },
      { message_id: string; attempts: number }
    >(
      `SELECT message_id, attempts FROM contact_outbox
       WHERE state = 'pending' AND attempts >= @maxAttempts AND (lease_until IS NULL OR lease_until <= @now)`,
    ),
    giveUp: db.prepare(
      `UPDATE contact_outbox
       SET state = 'failed', next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL, last_error = @error,
           updated_at = @now
       WHERE message_id = @id`,
    ),
    claim: db.prepare<
      { owner: string; now: number; leaseUntil: number; limit: number; maxAttempts: number },
      { message_id: string }
    >(
      `UPDATE contact_outbox
       SET lease_owner = @owner, lease_until = @leaseUntil, lease_token = lease_token + 1,
           attempts = attempts + 1, updated_at = @now
       WHERE message_id IN (
         SELECT message_id FROM contact_outbox
         WHERE state = 'pending' AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)
           AND attempts < @maxAttempts
         ORDER BY next_attempt_at LIMIT @limit
       )
       RETURNING message_id`,
    ),
    byId: db.prepare<[string], MessageRow>(`${selectMessage} WHERE m.id = ?`),
    delivered: db.prepare(
      `UPDATE contact_outbox
       SET state = 'delivered', delivered_at = @now, next_attempt_at = NULL, lease_owner = NULL,
           lease_until = NULL, last_error = NULL, updated_at = @now
       WHERE message_id = @id AND state = 'pending' AND lease_owner = @owner AND lease_token = @token`,
    ),
    failed: db.prepare(
      `UPDATE contact_outbox
       SET state = CASE WHEN @nextAttemptAt IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = @nextAttemptAt, last_error = @error, lease_owner = NULL, lease_until = NULL,
           updated_at = @now
       WHERE message_id = @id AND state = 'pending' AND lease_owner = @owner AND lease_token = @token`,
    ),
    leaseOwners: db.prepare<[], { lease_owner: string }>(
      `SELECT DISTINCT lease_owner FROM contact_outbox WHERE state = 'pending' AND lease_owner IS NOT NULL`,
    ),
    release: db.prepare(
      `UPDATE contact_outbox SET lease_owner = NULL, lease_until = NULL, next_attempt_at = @now, updated_at = @now
       WHERE state = 'pending' AND lease_owner = @owner`,
    ),
    nextDue: db.prepare<[], { due: number | null }>(
      `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS due FROM contact_outbox WHERE state = 'pending'`,
    ),
    retryFailed: db.prepare(
      `UPDATE contact_outbox SET state = 'pending', attempts = 0, next_attempt_at = @now, lease_owner = NULL,
         lease_until = NULL, updated_at = @now
       WHERE state = 'failed'`,
    ),
    retryOne: db.prepare(
      `UPDATE contact_outbox SET state = 'pending', attempts = 0, next_attempt_at = @now, lease_owner = NULL,
         lease_until = NULL, updated_at = @now
       WHERE message_id = @id AND state != 'delivered' AND (lease_until IS NULL OR lease_until <= @now)`,
    ),
    prune: db.prepare('DELETE FROM contact_rate_limits WHERE last_accepted_at < @before'),
    version: db.prepare<[], { user_version: number }>('PRAGMA user_version'),
  }

  const accept = db.transaction((input: AcceptInput): AcceptResult => {
    const key = hashClientKey(input.clientKey)
    const previous = statements.rateLimit.get(key)
    if (previous && input.now - previous.last_accepted_at < input.windowMs) {
      return { accepted: false, retryAfterMs: previous.last_accepted_at + input.windowMs - input.now }
    }
    statements.recordRate.run({ key, now: input.now })
    if (!input.message) return { accepted: true, message: null }
    const id = randomUUID()
    statements.insertMessage.run({ id, createdAt: input.now, ...input.message })
    statements.insertOutbox.run({ id, now: input.now })
    const row = statements.byId.get(id)
    if (!row) throw new Error(`contact message ${id} vanished inside its own transaction`)
    return { accepted: true, message: toMessage(row) }
  })

  const claim = db.transaction(
    (input: {
      owner: string
      now: number
      leaseMs: number
      limit: number
      maxAttempts: number
    }): ClaimedContactMessage[] => {
      for (const { message_id, attempts } of statements.giveUpUnfinished.all(input)) {
        statements.giveUp.run({ id: message_id, now: input.now, error: unfinishedAttemptsError(attempts) })
      }
      const leaseUntil = input.now + input.leaseMs
      const ids = statements.claim.all({
        owner: input.owner,
        now: input.now,
        leaseUntil,
        limit: input.limit,
        maxAttempts: input.maxAttempts,
      })
      return ids.flatMap(({ message_id }) => {
        const row = statements.byId.get(message_id)
        return row
          ? [{ ...toMessage(row), leaseOwner: input.owner, leaseUntil, leaseToken: row.lease_token }]
          : []
      })
    },
  )

  const retry = db.transaction((input: { ids?: readonly string[]; now: number }): number => {
    if (!input.ids) return statements.retryFailed.run({ now: input.now }).changes
    let changed = 0
    for (const id of input.ids) changed += statements.retryOne.run({ id, now: input.now }).changes
    return changed
  })

  let closed = false

  return {
    description: `SQLite at ${file}`,
    check: async () => {
      if (closed) throw new Error('The contact store is closed.')
      const version = statements.version.get()?.user_version
      if (version !== migrations.length) {
        throw new Error(
          `The contact database ${file} is at schema version ${version}; this build expects ${migrations.length}.`,
        )
      }
    },
    // BEGIN IMMEDIATE takes the write lock up front: two processes checking the same client's limit
    // serialise instead of both reading "allowed" and one failing to upgrade its lock.
    accept: async (input) => {
      // A plain read first: a limited client (the common case under abuse) is answered without taking
      // the database's write lock. The decision that counts is re-made inside the transaction.
      const previous = statements.rateLimit.get(hashClientKey(input.clientKey))
      if (previous && input.now - previous.last_accepted_at < input.windowMs) {
        return { accepted: false, retryAfterMs: previous.last_accepted_at + input.windowMs - input.now }
      }
      return accept.immediate(input)
    },
    claimDue: async (input) => claim.immediate(input),
    markDelivered: async ({ id, owner, token, now }) =>
      statements.delivered.run({ id, owner, token, now }).changes === 1,
    markFailed: async ({ id, owner, token, error, nextAttemptAt, now }) =>
      statements.failed.run({ id, owner, token, error, nextAttemptAt, now }).changes === 1,
    leaseOwners: async () => statements.leaseOwners.all().map((row) => row.lease_owner),
    releaseLeases: async (input) => statements.release.run(input).changes,
    nextDueAt: async () => statements.nextDue.get()?.due ?? null,
    get: async (id) => {
      const row = statements.byId.get(id)
      return row ? toMessage(row) : undefined
    },
    list: async (query: ListQuery = {}) => {
      const where: string[] = []
      const params: Record<string, string | number> = {}
      if (query.state) {
        where.push('o.state = @state')
        params.state = query.state
      }
      if (query.since !== undefined) {
        where.push('m.created_at >= @since')
        params.since = query.since
      }
      const sql = `${selectMessage}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
        ORDER BY m.created_at DESC, m.id${query.limit !== undefined ? ' LIMIT @limit' : ''}`
      if (query.limit !== undefined) params.limit = query.limit
      return db.prepare<Record<string, string | number>, MessageRow>(sql).all(params).map(toMessage)
    },
    retry: async (input) => retry.immediate(input),
    deleteBefore: async ({ before, states }) => {
      const wanted = states ?? deliveryStates
      if (wanted.length === 0) return 0
      const placeholders = wanted.map((_, index) => `@state${index}`).join(', ')
      const params: Record<string, string | number> = { before }
      wanted.forEach((state, index) => {
        params[`state${index}`] = state
      })
      // The outbox row goes with its message (ON DELETE CASCADE). A message being sent right now is
      // kept: deleting it under the worker would lose the record of a send that may succeed.
      return db
        .prepare(
          `DELETE FROM contact_messages WHERE created_at < @before AND id IN (
             SELECT message_id FROM contact_outbox
             WHERE state IN (${placeholders}) AND NOT (state = 'pending' AND lease_until IS NOT NULL)
           )`,
        )
        .run(params).changes
    },
    pruneRateLimits: async (input) => statements.prune.run(input).changes,
    close: async () => {
      if (closed) return
      closed = true
      db.close()
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
function switchToWal(db: Database.Database, busyTimeoutMs: number): void {
  const deadline = Date.now() + busyTimeoutMs
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      db.pragma('journal_mode = WAL')
      return
    } catch (error) {
      const busy = error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY')
      if (!busy || Date.now() >= deadline) throw error
      // A synchronous pause: the store opens before the server takes requests.
      Atomics.wait(pause, 0, 0, 20)
    }
  }
}

function migrate(db: Database.Database): void {
  // The version is read inside the write transaction: two processes starting together would
  // otherwise both see version 0 and the second would fail creating tables that exist.
  const apply = db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number
    if (current > migrations.length) {
      throw new Error(
        `The contact database is at schema version ${current}, newer than this build knows (${migrations.length}). Run a newer build.`,
      )
    }
    for (let version = current; version < migrations.length; version++) {
      const sql = migrations[version]
      if (sql !== undefined) db.exec(sql)
    }
    if (current < migrations.length) db.pragma(`user_version = ${migrations.length}`)
  })
  apply.immediate()
}

import { chmodSync, closeSync, mkdirSync, openSync, statfsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import {
  type AcceptInput,
  type AcceptResult,
  type ClaimedContactMessage,
  type ClaimInput,
  type ContactStore,
  claimTimes,
  type DeliveryState,
  deliveryStates,
  type LeaseHolder,
  type ListQuery,
  StoreUnavailable,
  scheduleWriteCheck,
  unfinishedAttemptsError,
} from './store.js'
import {
  acceptSteps,
  hashKeySetting,
  limitedSteps,
  type MessageRow,
  newHashKey,
  probeBytes,
  probeSetting,
  pruneCountsSql,
  Refused,
  type Statement,
  selectMessage,
  toMessage,
} from './storeRows.js'

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
  // 3: the rate-limit digests become keyed (HMAC); the unkeyed ones could be reversed, so they go.
  `
  CREATE TABLE contact_settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  DELETE FROM contact_rate_limits;
  `,
  // 4: the wider limits (IPv6 networks, the whole site): accepted messages per key in a fixed window.
  `
  CREATE TABLE contact_rate_counts (
    counter_key TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    accepted INTEGER NOT NULL
  ) STRICT;
  `,
]

export interface SqliteStoreOptions {
  /** The folder of the database file (DATA_DIR); created if missing. */
  dataDir: string
  /** Milliseconds a writer waits for another process's lock before failing. Default 5000. */
  busyTimeoutMs?: number
  /** The key of the rate-limit digests (CONTACT_HASH_KEY); default: one generated into the database. */
  hashKey?: string
}

// SQLite's answers that a retry may cure: locked, out of space, an I/O error, a file it cannot open
// or write (a disk remounted read-only). Anything else (a constraint, SQL) is a bug: a 500.
const transientSqliteCodes = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|PROTOCOL|NOMEM)/

function classify(error: unknown): unknown {
  if (!(error instanceof Database.SqliteError) || !transientSqliteCodes.test(error.code)) return error
  return new StoreUnavailable(`The contact database is unavailable: ${error.message} (${error.code})`, {
    cause: error,
  })
}

/** `work` with SQLite's transient errors turned into StoreUnavailable (and a promise, as the interface wants). */
function guarded<Args extends unknown[], Result>(
  work: (...args: Args) => Result,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return work(...args)
    } catch (error) {
      throw classify(error)
    }
  }
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
  const hashKey = options.hashKey ?? storedHashKey(db)

  const statements = {
    // A lease is free when it ran out, or reaches further than a lease can (set while the clock was ahead).
    giveUpUnfinished: db.prepare<
      { now: number; leaseImpossible: number; maxAttempts: number },
      { message_id: string; attempts: number }
    >(
      `SELECT message_id, attempts FROM contact_outbox
       WHERE state = 'pending' AND attempts >= @maxAttempts
         AND (lease_until IS NULL OR lease_until <= @now OR lease_until > @leaseImpossible)`,
    ),
    giveUp: db.prepare(
      `UPDATE contact_outbox
       SET state = 'failed', next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL, last_error = @error,
           updated_at = @now
       WHERE message_id = @id`,
    ),
    // Due when its time came, or when it lies further ahead than any wait the worker schedules.
    claim: db.prepare<
      {
        owner: string
        now: number
        leaseUntil: number
        leaseImpossible: number
        latestDue: number
        limit: number
        maxAttempts: number
      },
      { message_id: string }
    >(
      `UPDATE contact_outbox
       SET lease_owner = @owner, lease_until = @leaseUntil, lease_token = lease_token + 1,
           attempts = attempts + 1, updated_at = @now
       WHERE message_id IN (
         SELECT message_id FROM contact_outbox
         WHERE state = 'pending' AND (next_attempt_at <= @now OR next_attempt_at > @latestDue)
           AND (lease_until IS NULL OR lease_until <= @now OR lease_until > @leaseImpossible)
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
    prune: db.prepare(
      `DELETE FROM contact_rate_limits
       WHERE last_accepted_at <= @now - @windowMs OR last_accepted_at >= @now + @windowMs`,
    ),
    pruneCounts: db.prepare(pruneCountsSql),
    version: db.prepare<[], { user_version: number }>('PRAGMA user_version'),
    probe: db.prepare(
      `INSERT INTO contact_settings (name, value) VALUES (@name, printf('%.*c', @bytes, 'x'))
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    ),
    unprobe: db.prepare('DELETE FROM contact_settings WHERE name = @name'),
  }

  const prepared = new Map<string, Database.Statement>()
  function run({ sql, values }: Statement): Record<string, unknown>[] {
    let statement = prepared.get(sql)
    if (!statement) {
      statement = db.prepare(sql)
      prepared.set(sql, statement)
    }
    if (statement.reader) return statement.all(...values) as Record<string, unknown>[]
    statement.run(...values)
    return []
  }

  function drive<Result>(steps: Generator<Statement, Result, Record<string, unknown>[]>): Result {
    let step = steps.next()
    while (!step.done) step = steps.next(run(step.value))
    return step.value
  }

  const accept = db.transaction((input: AcceptInput): AcceptResult => {
    const result = drive(acceptSteps(input, hashKey))
    // Thrown, so the transaction rolls back what the refused post counted.
    if (!result.accepted) throw new Refused(result)
    return result
  })

  const claim = db.transaction((input: ClaimInput): ClaimedContactMessage[] => {
    const { leaseUntil, leaseImpossible, latestDue } = claimTimes(input)
    const { now, maxAttempts, owner, limit } = input
    for (const { message_id, attempts } of statements.giveUpUnfinished.all({
      now,
      leaseImpossible,
      maxAttempts,
    })) {
      statements.giveUp.run({ id: message_id, now, error: unfinishedAttemptsError(attempts) })
    }
    const ids = statements.claim.all({
      now,
      leaseUntil,
      leaseImpossible,
      latestDue,
      maxAttempts,
      owner,
      limit,
    })
    return ids.flatMap(({ message_id }) => {
      const row = statements.byId.get(message_id)
      return row
        ? [{ ...toMessage(row), leaseOwner: input.owner, leaseUntil, leaseToken: row.lease_token }]
        : []
    })
  })

  const probe = db.transaction(() => {
    statements.probe.run({ name: probeSetting, bytes: probeBytes })
    statements.unprobe.run({ name: probeSetting })
  })

  const retry = db.transaction((input: { ids?: readonly string[]; now: number }): number => {
    if (!input.ids) return statements.retryFailed.run({ now: input.now }).changes
    let changed = 0
    for (const id of input.ids) changed += statements.retryOne.run({ id, now: input.now }).changes
    return changed
  })

  let closed = false
  const writeCheck = scheduleWriteCheck(guarded(() => probe.immediate()))

  return {
    description: `SQLite at ${file}`,
    // Ready means a message could be stored now: the schema this build expects, room on the disk for
    // one, and a committed write of a message's size (a full disk or a read-only file fails it). The
    // first two are reads, made on every call; the write runs on its own schedule (scheduleWriteCheck).
    check: async () => {
      await guarded(() => {
        if (closed) throw new Error('The contact store is closed.')
        const version = statements.version.get()?.user_version
        if (version !== migrations.length) {
          throw new Error(
            `The contact database ${file} is at schema version ${version}; this build expects ${migrations.length}.`,
          )
        }
        const disk = statfsSync(dirname(file))
        const free = disk.bavail * disk.bsize
        if (free < probeBytes) {
          throw new StoreUnavailable(
            `The disk of the contact database ${file} is full: ${free} bytes free, a message needs up to ${probeBytes}.`,
          )
        }
      })()
      await writeCheck.current()
    },
    // A limited client (the common case under a flood) is answered by reads, without the write lock.
    // BEGIN IMMEDIATE takes the write lock up front: two processes checking the same client's limit
    // serialise instead of both reading "allowed" and one failing to upgrade its lock.
    accept: guarded((input: AcceptInput): AcceptResult => {
      const limited = drive(limitedSteps(input, hashKey))
      if (limited) return limited
      try {
        return accept.immediate(input)
      } catch (error) {
        if (error instanceof Refused) return error.result
        throw error
      }
    }),
    claimDue: guarded((input: ClaimInput) => claim.immediate(input)),
    markDelivered: guarded(
      ({ id, owner, token, now }: LeaseHolder & { now: number }) =>
        statements.delivered.run({ id, owner, token, now }).changes === 1,
    ),
    markFailed: guarded(
      ({ id, owner, token, error, nextAttemptAt, now }: Parameters<ContactStore['markFailed']>[0]) =>
        statements.failed.run({ id, owner, token, error, nextAttemptAt, now }).changes === 1,
    ),
    leaseOwners: guarded(() => statements.leaseOwners.all().map((row) => row.lease_owner)),
    releaseLeases: guarded((input: { owner: string; now: number }) => statements.release.run(input).changes),
    nextDueAt: guarded(() => statements.nextDue.get()?.due ?? null),
    get: guarded((id: string) => {
      const row = statements.byId.get(id)
      return row ? toMessage(row) : undefined
    }),
    list: guarded((query: ListQuery = {}) => {
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
    }),
    retry: guarded((input: { ids?: readonly string[]; now: number }) => retry.immediate(input)),
    deleteBefore: guarded(({ before, states }: { before: number; states?: readonly DeliveryState[] }) => {
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
    }),
    pruneRateLimits: guarded((input: { now: number; windowMs: number }) => {
      statements.pruneCounts.run(input.now - input.windowMs, input.now)
      return statements.prune.run(input).changes
    }),
    close: async () => {
      if (closed) return
      writeCheck.stop()
      closed = true
      db.close()
    },
  }
}

/** The key of the rate-limit digests kept in the database, made on first use (inside the write lock). */
function storedHashKey(db: Database.Database): string {
  const read = () =>
    db
      .prepare<[string], { value: string }>('SELECT value FROM contact_settings WHERE name = ?')
      .get(hashKeySetting)?.value
  const create = db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO contact_settings (name, value) VALUES (?, ?)').run(
      hashKeySetting,
      newHashKey(),
    )
  })
  const existing = read()
  if (existing) return existing
  create.immediate()
  const created = read()
  if (!created) throw new Error('The contact database did not keep its rate-limit hash key.')
  return created
}

/**
 * Switches a new database to WAL. SQLite answers SQLITE_BUSY at once, without waiting for the busy
 * timeout, when another connection holds the write lock of a database still in its first journal
 * mode, which is what a second server starting beside the first on a new DATA_DIR meets while the
 * first converts the file. So this waits and tries again, as the busy timeout would, up to the same
 * time. Once the file is in WAL mode (from then on, always), the first try succeeds.
 */
function switchToWal(db: Database.Database, busyTimeoutMs: number): void {
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

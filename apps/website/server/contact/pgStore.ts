import pg from 'pg'
import {
  type ClaimedContactMessage,
  type ContactStore,
  claimTimes,
  deliveryStates,
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

/**
 * Schema migrations, applied in order; the table contact_schema records the ones that ran. Append
 * only: a released migration never changes, a new one is added after it. Times are milliseconds
 * since the epoch (bigint), as in the SQLite store, and come from the caller.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE contact_messages (
    id text PRIMARY KEY,
    created_at bigint NOT NULL,
    locale text NOT NULL,
    email text NOT NULL,
    full_name text NOT NULL,
    message text NOT NULL
  );
  CREATE INDEX contact_messages_created ON contact_messages (created_at);
  CREATE TABLE contact_outbox (
    message_id text PRIMARY KEY REFERENCES contact_messages (id) ON DELETE CASCADE,
    state text NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at bigint,
    lease_owner text,
    lease_until bigint,
    lease_token bigint NOT NULL DEFAULT 0,
    last_error text,
    delivered_at bigint,
    updated_at bigint NOT NULL
  );
  CREATE INDEX contact_outbox_due ON contact_outbox (state, next_attempt_at);
  CREATE TABLE contact_rate_limits (
    client_key text PRIMARY KEY,
    last_accepted_at bigint NOT NULL
  );
  `,
  // 2: the rate-limit digests become keyed (HMAC); the unkeyed ones could be reversed, so they go.
  `
  CREATE TABLE contact_settings (
    name text PRIMARY KEY,
    value text NOT NULL
  );
  DELETE FROM contact_rate_limits;
  `,
  // 3: the wider limits (IPv6 networks, the whole site): accepted messages per key in a fixed window.
  `
  CREATE TABLE contact_rate_counts (
    counter_key text PRIMARY KEY,
    window_start bigint NOT NULL,
    accepted integer NOT NULL
  );
  `,
]

/**
 * The schema version this code expects.
 * @internal
 */
export const postgresSchemaVersion = migrations.length

// One fixed key for pg_advisory_lock: every instance of this site migrating the same database
// queues on it. ("contact" in ASCII, as a number.)
const migrationLockKey = 0x636f6e74616374

// bigint columns (oid 20) as numbers: every value here is a time in milliseconds or a counter, far
// below 2^53. (pg returns them as strings by default.)
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

// Errors a retry may cure, answered 503 rather than 500: the server is unreachable, restarting, out of
// resources (disk full included), read-only after a failover, or a transaction lost a race it can repeat.
// SQLSTATE classes 08 (connection), 40 (rollback), 53 (resources), 57 (operator intervention: shutdown,
// terminated backends), 58 (system, I/O); 55P03 (lock not available), 25006 (read-only transaction).
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

function classify(error: unknown): unknown {
  if (error instanceof StoreUnavailable) return error
  const code = (error as { code?: unknown } | null)?.code
  const transient =
    (typeof code === 'string' && (transientSqlState.test(code) || transientNodeCodes.has(code))) ||
    (error instanceof Error && connectionProblem.test(error.message))
  if (!transient) return error
  return new StoreUnavailable(
    `The contact database is unavailable: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  )
}

/**
 * The connection error each client met, if any. pg emits 'error' on a client whose connection breaks (the
 * server restarts, a backend is terminated); without a listener that is an uncaught exception. The pool
 * listens only while a client is idle, and a client handed out by `pool.connect()` has none until its
 * caller adds one, a gap in which an error that arrived in the same network read as the client's last
 * start-up message is emitted. So every client gets a listener of its own from its creation on.
 */
const brokenClients = new WeakMap<object, Error>()

function listenForErrors(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!brokenClients.has(client)) brokenClients.set(client, error)
    })
  })
}

/**
 * Runs `work` on a client of the pool. A client whose connection broke is destroyed on release
 * instead of going back to the pool, where its next query would fail with "not queryable"; the
 * connection's own error is thrown, as it says more than what followed from it.
 */
async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let failed: unknown
  try {
    return await work(client)
  } catch (error) {
    failed = error
    throw brokenClients.get(client) ?? error
  } finally {
    const broken =
      brokenClients.get(client) ??
      (failed instanceof Error && (connectionProblem.test(failed.message) || classify(failed) !== failed)
        ? failed
        : undefined)
    client.release(broken)
  }
}

export interface PostgresStoreOptions {
  /** DATABASE_URL. */
  connectionString: string
  /** Shown in logs instead of the URL (which may hold a password): "host:port/database". */
  location: string
  /** The key of the rate-limit digests (CONTACT_HASH_KEY); default: one generated into the database. */
  hashKey?: string
  log?: (message: string) => void
}

/** A shared statement's `?` placeholders numbered as PostgreSQL wants them ($1, $2, …). */
function numbered(sql: string): string {
  let index = 0
  return sql.replace(/\?/g, () => `$${++index}`)
}

/**
 * Opens the PostgreSQL contact store and brings its schema up to date under an advisory lock (two
 * instances starting together migrate once). Rejects when the database's schema is newer than this
 * code, or the database cannot be reached.
 */
export async function openPostgresContactStore(options: PostgresStoreOptions): Promise<ContactStore> {
  const log = options.log ?? ((message: string) => console.error(message))
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    // Connections per instance, and how long a query waits for a free connection or a new one.
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'website-contact',
    types,
  })
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // opens a new one for the next query. Every idle connection reports it at once: one line per burst.
  listenForErrors(pool)
  let lastLostAt = Number.NEGATIVE_INFINITY
  pool.on('error', (error) => {
    if (performance.now() - lastLostAt > 10_000)
      log(`contact store: PostgreSQL closed idle connections: ${error.message}`)
    lastLostAt = performance.now()
  })
  let hashKey: string
  try {
    await migrate(pool, options.location)
    hashKey = options.hashKey ?? (await storedHashKey(pool))
  } catch (error) {
    await pool.end().catch(() => {})
    throw error
  }

  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    try {
      return await pool.query<Row>(text, values)
    } catch (error) {
      throw classify(error)
    }
  }

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    try {
      return await withClient(pool, async (client) => {
        try {
          await client.query('BEGIN')
          const result = await work(client)
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          throw error
        }
      })
    } catch (error) {
      throw classify(error)
    }
  }

  const [unfinishedPrefix = '', unfinishedSuffix = ''] = unfinishedAttemptsError('\u0000').split('\u0000')
  let closed = false

  /** Runs shared steps (storeRows.ts), their `?` placeholders numbered as PostgreSQL wants ($1, $2, …). */
  async function drive<Result>(
    steps: Generator<Statement, Result, Record<string, unknown>[]>,
    run: (sql: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  ): Promise<Result> {
    let step = steps.next()
    while (!step.done) step = steps.next((await run(numbered(step.value.sql), step.value.values)).rows)
    return step.value
  }

  const writeCheck = scheduleWriteCheck(() =>
    transaction(async (client) => {
      await client.query(
        `INSERT INTO contact_settings (name, value) VALUES ($1, repeat('x', $2))
         ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
        [probeSetting, probeBytes],
      )
      await client.query('DELETE FROM contact_settings WHERE name = $1', [probeSetting])
    }),
  )

  return {
    description: `PostgreSQL at ${options.location}`,

    // Ready means a message could be stored now: the schema this build expects (a read on every call:
    // a database gone is seen at once), and a committed write of a message's size (a full disk, or a
    // server that turned read-only, fails it), which runs on its own schedule (scheduleWriteCheck).
    async check() {
      if (closed) throw new Error('The contact store is closed.')
      const { rows } = await query<{ version: number | null }>(
        'SELECT max(version) AS version FROM contact_schema',
      )
      const version = rows[0]?.version ?? 0
      if (version !== migrations.length) {
        throw new Error(
          `The contact database at ${options.location} is at schema version ${version}; this build expects ${migrations.length}.`,
        )
      }
      await writeCheck.current()
    },

    async accept(input) {
      // Reads first answer a limited client without a write; the decision that counts is made in the
      // transaction (acceptSteps), where row locks serialise it across every instance.
      const limited = await drive(limitedSteps(input, hashKey), (sql, values) => query(sql, values))
      if (limited) return limited
      try {
        return await transaction(async (client) => {
          const result = await drive(acceptSteps(input, hashKey), (sql, values) => client.query(sql, values))
          // Thrown, so the transaction rolls back what the refused post counted.
          if (!result.accepted) throw new Refused(result)
          return result
        })
      } catch (error) {
        if (error instanceof Refused) return error.result
        throw error
      }
    },

    async claimDue(input) {
      // A lease is free when it ran out, or reaches further than a lease can (set while the clock was
      // ahead); a message is due when its time came, or lies further ahead than any wait the worker sets.
      const { leaseUntil, leaseImpossible, latestDue } = claimTimes(input)
      // Given up first: a message whose every counted attempt died with its worker is not claimed again.
      await query(
        `UPDATE contact_outbox
         SET state = 'failed', next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL,
             last_error = $3 || attempts || $4, updated_at = $1
         WHERE message_id IN (
           SELECT message_id FROM contact_outbox
           WHERE state = 'pending' AND attempts >= $2
             AND (lease_until IS NULL OR lease_until <= $1 OR lease_until > $5)
           FOR UPDATE SKIP LOCKED
         )`,
        [input.now, input.maxAttempts, unfinishedPrefix, unfinishedSuffix, leaseImpossible],
      )
      // SKIP LOCKED: workers on every instance claim at once without waiting for each other, and never
      // the same row.
      const { rows } = await query<MessageRow>(
        `WITH due AS (
           SELECT message_id FROM contact_outbox
           WHERE state = 'pending' AND (next_attempt_at <= $1 OR next_attempt_at > $6)
             AND (lease_until IS NULL OR lease_until <= $1 OR lease_until > $7)
             AND attempts < $5
           ORDER BY next_attempt_at
           LIMIT $4
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE contact_outbox o
           SET lease_owner = $2, lease_until = $3, lease_token = o.lease_token + 1, attempts = o.attempts + 1,
               updated_at = $1
           FROM due WHERE o.message_id = due.message_id
           RETURNING o.*
         )
         SELECT m.id, m.created_at, m.locale, m.email, m.full_name, m.message, o.state, o.attempts,
                o.next_attempt_at, o.last_error, o.delivered_at, o.lease_owner, o.lease_until, o.lease_token
         FROM claimed o JOIN contact_messages m ON m.id = o.message_id
         ORDER BY o.next_attempt_at`,
        [input.now, input.owner, leaseUntil, input.limit, input.maxAttempts, latestDue, leaseImpossible],
      )
      return rows.map(
        (row): ClaimedContactMessage => ({
          ...toMessage(row),
          leaseOwner: input.owner,
          leaseUntil,
          leaseToken: row.lease_token,
        }),
      )
    },

    async markDelivered({ id, owner, token, now }) {
      const result = await query(
        `UPDATE contact_outbox
         SET state = 'delivered', delivered_at = $4, next_attempt_at = NULL, lease_owner = NULL,
             lease_until = NULL, last_error = NULL, updated_at = $4
         WHERE message_id = $1 AND state = 'pending' AND lease_owner = $2 AND lease_token = $3`,
        [id, owner, token, now],
      )
      return result.rowCount === 1
    },

    async markFailed({ id, owner, token, error, nextAttemptAt, now }) {
      const result = await query(
        `UPDATE contact_outbox
         SET state = CASE WHEN $5::bigint IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = $5, last_error = $4, lease_owner = NULL, lease_until = NULL, updated_at = $6
         WHERE message_id = $1 AND state = 'pending' AND lease_owner = $2 AND lease_token = $3`,
        [id, owner, token, error, nextAttemptAt, now],
      )
      return result.rowCount === 1
    },

    async leaseOwners() {
      const { rows } = await query<{ lease_owner: string }>(
        `SELECT DISTINCT lease_owner FROM contact_outbox WHERE state = 'pending' AND lease_owner IS NOT NULL`,
      )
      return rows.map((row) => row.lease_owner)
    },

    async releaseLeases({ owner, now }) {
      const result = await query(
        `UPDATE contact_outbox SET lease_owner = NULL, lease_until = NULL, next_attempt_at = $2, updated_at = $2
         WHERE state = 'pending' AND lease_owner = $1`,
        [owner, now],
      )
      return result.rowCount ?? 0
    },

    async nextDueAt() {
      const { rows } = await query<{ due: number | null }>(
        `SELECT MIN(GREATEST(next_attempt_at, COALESCE(lease_until, 0))) AS due FROM contact_outbox WHERE state = 'pending'`,
      )
      return rows[0]?.due ?? null
    },

    async get(id) {
      const { rows } = await query<MessageRow>(`${selectMessage} WHERE m.id = $1`, [id])
      const row = rows[0]
      return row ? toMessage(row) : undefined
    },

    async list(listQuery: ListQuery = {}) {
      const where: string[] = []
      const values: unknown[] = []
      if (listQuery.state) {
        values.push(listQuery.state)
        where.push(`o.state = $${values.length}`)
      }
      if (listQuery.since !== undefined) {
        values.push(listQuery.since)
        where.push(`m.created_at >= $${values.length}`)
      }
      let limit = ''
      if (listQuery.limit !== undefined) {
        values.push(listQuery.limit)
        limit = ` LIMIT $${values.length}`
      }
      const { rows } = await query<MessageRow>(
        `${selectMessage}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY m.created_at DESC, m.id${limit}`,
        values,
      )
      return rows.map(toMessage)
    },

    async retry({ ids, now }) {
      if (!ids) {
        const result = await query(
          `UPDATE contact_outbox SET state = 'pending', attempts = 0, next_attempt_at = $1, lease_owner = NULL,
             lease_until = NULL, updated_at = $1
           WHERE state = 'failed'`,
          [now],
        )
        return result.rowCount ?? 0
      }
      const result = await query(
        `UPDATE contact_outbox SET state = 'pending', attempts = 0, next_attempt_at = $2, lease_owner = NULL,
           lease_until = NULL, updated_at = $2
         WHERE message_id = ANY($1::text[]) AND state != 'delivered' AND (lease_until IS NULL OR lease_until <= $2)`,
        [[...ids], now],
      )
      return result.rowCount ?? 0
    },

    async deleteBefore({ before, states }) {
      const wanted = [...(states ?? deliveryStates)]
      if (wanted.length === 0) return 0
      const result = await query(
        `DELETE FROM contact_messages WHERE created_at < $1 AND id IN (
           SELECT message_id FROM contact_outbox
           WHERE state = ANY($2::text[]) AND NOT (state = 'pending' AND lease_until IS NOT NULL)
         )`,
        [before, wanted],
      )
      return result.rowCount ?? 0
    },

    async pruneRateLimits({ now, windowMs }) {
      await query(numbered(pruneCountsSql), [now - windowMs, now])
      const result = await query(
        'DELETE FROM contact_rate_limits WHERE last_accepted_at <= $1::bigint - $2::bigint OR last_accepted_at >= $1::bigint + $2::bigint',
        [now, windowMs],
      )
      return result.rowCount ?? 0
    },

    async close() {
      if (closed) return
      closed = true
      writeCheck.stop()
      await pool.end()
    },
  }
}

/** The key of the rate-limit digests kept in the database, made by the first instance that needs it. */
async function storedHashKey(pool: pg.Pool): Promise<string> {
  await pool.query(
    'INSERT INTO contact_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [hashKeySetting, newHashKey()],
  )
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM contact_settings WHERE name = $1', [
    hashKeySetting,
  ])
  const key = rows[0]?.value
  if (!key) throw new Error('The contact database did not keep its rate-limit hash key.')
  return key
}

async function migrate(pool: pg.Pool, location: string): Promise<void> {
  try {
    await withClient(pool, (client) => migrateWith(client, location))
  } catch (error) {
    if (error instanceof Error && error.message.includes(location)) throw error
    throw new Error(
      `Could not connect to the contact database at ${location}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
}

async function migrateWith(client: pg.PoolClient, location: string): Promise<void> {
  // Session-level lock: instances starting together wait here, and each migration below still runs
  // in its own transaction with the version row it adds.
  await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey])
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS contact_schema (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM contact_schema',
    )
    const current = rows[0]?.version ?? 0
    if (current > migrations.length) {
      throw new Error(
        `The contact database at ${location} is at schema version ${current}, newer than this build knows (${migrations.length}). Run a newer build.`,
      )
    }
    for (let version = current + 1; version <= migrations.length; version++) {
      await client.query('BEGIN')
      try {
        await client.query(migrations[version - 1] ?? '')
        await client.query('INSERT INTO contact_schema (version) VALUES ($1)', [version])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw new Error(
          `Migration ${version} of the contact database at ${location} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {})
  }
}

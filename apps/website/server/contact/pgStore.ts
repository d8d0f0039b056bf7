import { randomUUID } from 'node:crypto'
import pg from 'pg'
import {
  type AcceptInput,
  type AcceptResult,
  type ClaimedContactMessage,
  type ContactStore,
  deliveryStates,
  type ListQuery,
  storeUnavailableCode,
  unfinishedAttemptsError,
} from './store.js'
import { hashClientKey, type MessageRow, selectMessage, toMessage } from './storeRows.js'

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
]

/** The schema version this code expects. */
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

// Errors worth a "try again shortly" (503) rather than a 500: the server is unreachable, restarting,
// overloaded, or a transaction lost a race it can repeat.
const transientSqlStates = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '40001',
  '40P01',
  '53300',
  '55P03',
  '57P01',
  '57P02',
  '57P03',
])
const transientNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
])

function classify(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  const transient =
    (typeof code === 'string' && (transientSqlStates.has(code) || transientNodeCodes.has(code))) ||
    (error instanceof Error &&
      /timeout exceeded when trying to connect|Connection terminated/i.test(error.message))
  if (!transient) return error
  return Object.assign(
    new Error(
      `The contact database is unavailable: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    ),
    {
      code: storeUnavailableCode,
    },
  )
}

export interface PostgresStoreOptions {
  /** DATABASE_URL. */
  connectionString: string
  /** Shown in logs instead of the URL (which may hold a password): "host:port/database". */
  location: string
  /** Connections per instance. Default 10. */
  maxConnections?: number
  /** How long a query waits for a free connection or a new one. Default 5000 ms. */
  connectTimeoutMs?: number
  log?: (message: string) => void
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
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'website-contact',
    types,
  })
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // opens a new one for the next query.
  pool.on('error', (error) => log(`contact store: PostgreSQL connection lost: ${error.message}`))
  try {
    await migrate(pool, options.location)
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
    let client: pg.PoolClient
    try {
      client = await pool.connect()
    } catch (error) {
      throw classify(error)
    }
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw classify(error)
    } finally {
      client.release()
    }
  }

  const [unfinishedPrefix = '', unfinishedSuffix = ''] = unfinishedAttemptsError('\u0000').split('\u0000')
  let closed = false

  async function rateLimited(
    key: string,
    input: AcceptInput,
    client?: pg.PoolClient,
  ): Promise<AcceptResult | undefined> {
    const text = 'SELECT last_accepted_at FROM contact_rate_limits WHERE client_key = $1'
    const result = client
      ? await client.query<{ last_accepted_at: number }>(text, [key])
      : await query<{ last_accepted_at: number }>(text, [key])
    const previous = result.rows[0]
    if (previous && input.now - previous.last_accepted_at < input.windowMs) {
      return { accepted: false, retryAfterMs: previous.last_accepted_at + input.windowMs - input.now }
    }
    return undefined
  }

  return {
    description: `PostgreSQL at ${options.location}`,

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
    },

    async accept(input) {
      const key = hashClientKey(input.clientKey)
      // A plain read first answers a limited client without a write; the decision that counts is the
      // conditional upsert below, which the row lock serialises across every instance.
      const limited = await rateLimited(key, input)
      if (limited) return limited
      return transaction(async (client) => {
        const recorded = await client.query(
          `INSERT INTO contact_rate_limits (client_key, last_accepted_at) VALUES ($1, $2)
           ON CONFLICT (client_key) DO UPDATE SET last_accepted_at = EXCLUDED.last_accepted_at
           WHERE contact_rate_limits.last_accepted_at <= $2 - $3
           RETURNING 1`,
          [key, input.now, input.windowMs],
        )
        if (recorded.rowCount === 0) {
          return (await rateLimited(key, input, client)) ?? { accepted: false, retryAfterMs: input.windowMs }
        }
        if (!input.message) return { accepted: true, message: null }
        const id = randomUUID()
        const { email, fullName, message, locale } = input.message
        await client.query(
          `INSERT INTO contact_messages (id, created_at, locale, email, full_name, message)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, input.now, locale, email, fullName, message],
        )
        await client.query(
          `INSERT INTO contact_outbox (message_id, state, attempts, next_attempt_at, updated_at)
           VALUES ($1, 'pending', 0, $2, $2)`,
          [id, input.now],
        )
        const { rows } = await client.query<MessageRow>(`${selectMessage} WHERE m.id = $1`, [id])
        const row = rows[0]
        if (!row) throw new Error(`contact message ${id} vanished inside its own transaction`)
        return { accepted: true, message: toMessage(row) }
      })
    },

    async claimDue(input) {
      // Given up first: a message whose every counted attempt died with its worker is not claimed again.
      await query(
        `UPDATE contact_outbox
         SET state = 'failed', next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL,
             last_error = $3 || attempts || $4, updated_at = $1
         WHERE message_id IN (
           SELECT message_id FROM contact_outbox
           WHERE state = 'pending' AND attempts >= $2 AND (lease_until IS NULL OR lease_until <= $1)
           FOR UPDATE SKIP LOCKED
         )`,
        [input.now, input.maxAttempts, unfinishedPrefix, unfinishedSuffix],
      )
      // SKIP LOCKED: workers on every instance claim at once without waiting for each other, and never
      // the same row.
      const leaseUntil = input.now + input.leaseMs
      const { rows } = await query<MessageRow>(
        `WITH due AS (
           SELECT message_id FROM contact_outbox
           WHERE state = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
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
        [input.now, input.owner, leaseUntil, input.limit, input.maxAttempts],
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

    async pruneRateLimits({ before }) {
      const result = await query('DELETE FROM contact_rate_limits WHERE last_accepted_at < $1', [before])
      return result.rowCount ?? 0
    },

    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

async function migrate(pool: pg.Pool, location: string): Promise<void> {
  let client: pg.PoolClient
  try {
    client = await pool.connect()
  } catch (error) {
    throw new Error(
      `Could not connect to the contact database at ${location}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  try {
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
  } finally {
    client.release()
  }
}

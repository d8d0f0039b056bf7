import { type CreateTableBuilder, type Kysely, sql } from 'kysely'
import type { ContactDatabase, Tables } from './database.js'

/**
 * The schema, in steps applied in order. Append only: a released step never changes, a new one goes
 * at the end. SQLite counts the steps that ran in `PRAGMA user_version`; PostgreSQL records a version
 * per row of contact_schema, and was released with steps 1 and 2 as its version 1, so there a version
 * is one less than the steps it stands for.
 */
interface ColumnTypes {
  /** A time in milliseconds or a token: INTEGER is SQLite's 64-bit integer, PostgreSQL needs bigint. */
  time: 'integer' | 'bigint'
  /** SQLite's tables are STRICT (a value of the wrong type is refused, as PostgreSQL does). */
  table<T extends CreateTableBuilder<string, never>>(builder: T): T
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs on the schema before it, not on Tables.
type Step = (db: Kysely<any>, types: ColumnTypes) => Promise<void>

const steps: readonly Step[] = [
  async (db, { time, table }) => {
    await table(
      db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull()),
    ).execute()
    await db.schema
      .createIndex('contact_messages_created')
      .on('contact_messages')
      .column('created_at')
      .execute()
    await table(
      db.schema
        .createTable('contact_outbox')
        .addColumn('message_id', 'text', (c) =>
          c.primaryKey().references('contact_messages.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (c) =>
          c.notNull().check(sql`state IN ('pending', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', time)
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', time)
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', time)
        .addColumn('updated_at', time, (c) => c.notNull()),
    ).execute()
    await db.schema
      .createIndex('contact_outbox_due')
      .on('contact_outbox')
      .columns(['state', 'next_attempt_at'])
      .execute()
    await table(
      db.schema
        .createTable('contact_rate_limits')
        .addColumn('client_key', 'text', (c) => c.primaryKey())
        .addColumn('last_accepted_at', time, (c) => c.notNull()),
    ).execute()
  },
  // 2: a fencing token per message, raised at every claim: only the current lease holder records an outcome.
  async (db, { time }) => {
    await db.schema
      .alterTable('contact_outbox')
      .addColumn('lease_token', time, (c) => c.notNull().defaultTo(0))
      .execute()
  },
  // 3: the rate-limit digests become keyed (HMAC); the unkeyed ones could be reversed, so they go.
  async (db, { table }) => {
    await table(
      db.schema
        .createTable('contact_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull()),
    ).execute()
    await db.deleteFrom('contact_rate_limits').execute()
  },
  // 4: the wider limits (IPv6 networks, the whole site): accepted messages per key in a fixed window.
  async (db, { time, table }) => {
    await table(
      db.schema
        .createTable('contact_rate_counts')
        .addColumn('counter_key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', time, (c) => c.notNull())
        .addColumn('accepted', 'integer', (c) => c.notNull()),
    ).execute()
  },
]

/** The schema version this build expects, as the dialect records it. */
export function schemaVersion(dialect: ContactDatabase['dialect']): number {
  return dialect === 'postgres' ? steps.length - 1 : steps.length
}

/** The steps a recorded version stands for (PostgreSQL's version 1 is steps 1 and 2). */
function stepsOf(dialect: ContactDatabase['dialect'], version: number): number {
  return dialect === 'postgres' && version > 0 ? version + 1 : version
}

/** The schema version the database records: the readiness check compares it with this build's. */
export async function recordedVersion(
  db: Kysely<Tables>,
  dialect: ContactDatabase['dialect'],
): Promise<number> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(db)
    return rows[0]?.user_version ?? 0
  }
  const row = await db
    .selectFrom('contact_schema')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst()
  return Number(row?.version ?? 0)
}

/**
 * Brings the schema up to date in one transaction that reads the version first: instances starting
 * together migrate once (SQLite: under its write lock; PostgreSQL: under an advisory lock). Rejects when
 * the database is newer than this build, naming it.
 */
export async function migrate(
  database: ContactDatabase,
  transaction: <T>(work: (db: Kysely<Tables>) => Promise<T>) => Promise<T>,
): Promise<void> {
  const { dialect, location } = database
  const expected = schemaVersion(dialect)
  const types: ColumnTypes = {
    time: dialect === 'sqlite' ? 'integer' : 'bigint',
    table: (builder) => (dialect === 'sqlite' ? (builder.modifyEnd(sql`strict`) as typeof builder) : builder),
  }
  await transaction(async (db) => {
    if (dialect === 'postgres') {
      // "contact" in ASCII, as a number: every instance migrating this database queues on it.
      await sql`SELECT pg_advisory_xact_lock(${0x636f6e74616374})`.execute(db)
      await sql`CREATE TABLE IF NOT EXISTS contact_schema (
        version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db)
    }
    const current = await recordedVersion(db, dialect)
    if (current > expected) {
      throw new Error(
        `The contact database at ${location} is at schema version ${current}, newer than this build knows (${expected}). Run a newer build.`,
      )
    }
    for (let step = stepsOf(dialect, current); step < steps.length; step++) await steps[step]?.(db, types)
    if (current === expected) return
    if (dialect === 'sqlite') await sql.raw(`PRAGMA user_version = ${expected}`).execute(db)
    else {
      const versions = Array.from({ length: expected - current }, (_, index) => ({
        version: current + index + 1,
      }))
      await db.insertInto('contact_schema').values(versions).execute()
    }
  })
}

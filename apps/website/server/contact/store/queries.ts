import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { isLocale } from '@firma/i18n'
import { type CompiledQuery, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely'
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
  rateLimitWaitMs,
  type StoredContactMessage,
  scheduleWriteCheck,
  unfinishedAttemptsError,
} from '../store.js'
import { type ContactDatabase, classify, probeBytes, type Tables, transaction } from './database.js'
import { migrate, recordedVersion, schemaVersion } from './migrations.js'

// Every query once for both dialects (upserts, RETURNING read the same); where they differ, the line says.

const hashKeySetting = 'rate-limit-hash-key'
const probeSetting = 'readiness-probe'

/** Keyed: the table holds no addresses, and without the key trying all 2^32 IPv4 addresses finds none. */
function digest(clientKey: string, secret: string): string {
  return createHmac('sha256', secret).update(clientKey).digest('base64url')
}

/** Thrown inside accept's transaction, so what the refused post counted is rolled back. */
class Refused extends Error {
  constructor(readonly result: AcceptResult & { accepted: false }) {
    super('refused')
  }
}

function selectMessages(db: Kysely<Tables>) {
  return db
    .selectFrom('contact_messages as m')
    .innerJoin('contact_outbox as o', 'o.message_id', 'm.id')
    .select([
      'm.id',
      'm.created_at as createdAt',
      'm.locale',
      'm.email',
      'm.full_name as fullName',
      'm.message',
      'o.state',
      'o.attempts',
      'o.next_attempt_at as nextAttemptAt',
      'o.last_error as lastError',
      'o.delivered_at as deliveredAt',
      'o.lease_token as leaseToken',
    ])
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>

function toMessage({ leaseToken, locale, ...row }: MessageRow): StoredContactMessage {
  // Only valid locales are ever written; the fallback keeps a hand-edited row from breaking reads.
  return { ...row, locale: isLocale(locale) ? locale : 'sl' }
}

/**
 * Built and compiled once, `arg(name)` filled at each run: Kysely takes as long to compile a query as
 * SQLite to run it, and the hot path runs the same few.
 */
function prepare<Args, Row>(
  build: (arg: <K extends keyof Args & string>(name: K) => Args[K]) => { compile(): CompiledQuery<Row> },
): (db: Kysely<Tables>, args: Args) => Promise<{ rows: Row[]; numAffectedRows?: bigint }> {
  const marker = '\u0000arg:'
  const query = build((name) => `${marker}${name}` as never).compile()
  const names = query.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(marker)
      ? (value.slice(marker.length) as keyof Args)
      : undefined,
  )
  return (db, args) =>
    db.executeQuery<Row>({
      ...query,
      parameters: query.parameters.map((value, index) => {
        const name = names[index]
        return name === undefined ? value : args[name]
      }),
    })
}

export async function openStore(database: ContactDatabase, hashKey?: string): Promise<ContactStore> {
  const { db, dialect, location } = database
  const inTransaction = <T>(work: (db: Kysely<Tables>) => Promise<T>) => transaction(database, work)
  let key: string
  try {
    await migrate(database, inTransaction)
    key = hashKey ?? (await storedHashKey(db))
  } catch (error) {
    await database.close().catch(() => {})
    if (error instanceof Error && error.message.includes(location)) throw error
    const detail = error instanceof Error ? error.message : String(error)
    const verb = dialect === 'postgres' ? 'connect to' : 'open'
    throw new Error(`Could not ${verb} the contact database at ${location}: ${detail}`, { cause: error })
  }

  // PostgreSQL: workers on every instance claim at once without waiting for each other, and never the
  // same row; SQLite's claim holds its single write lock (BEGIN IMMEDIATE), so no one else claims meanwhile.
  const lockDue = <O>(query: SelectQueryBuilder<Tables, 'contact_outbox', O>) =>
    dialect === 'postgres' ? query.forUpdate().skipLocked() : query

  // A lease is free when it ran out, or reaches further than a lease can (set while the clock was ahead).
  const leaseFree =
    (now: number, leaseImpossible: number) => (eb: ExpressionBuilder<Tables, 'contact_outbox'>) =>
      eb.or([
        eb('lease_until', 'is', null),
        eb('lease_until', '<=', now),
        eb('lease_until', '>', leaseImpossible),
      ])

  const [unfinishedPrefix = '', unfinishedSuffix = ''] = unfinishedAttemptsError('\u0000').split('\u0000')
  const q = {
    lastAccepted: prepare<{ client: string }, { last_accepted_at: number }>((arg) =>
      db.selectFrom('contact_rate_limits').select('last_accepted_at').where('client_key', '=', arg('client')),
    ),
    counted: prepare<{ counter: string; windowStart: number }, { accepted: number }>((arg) =>
      db
        .selectFrom('contact_rate_counts')
        .select('accepted')
        .where('counter_key', '=', arg('counter'))
        .where('window_start', '=', arg('windowStart')),
    ),
    // One per window; a conditional upsert, so the row lock decides between instances.
    recordClient: prepare<{ client: string; now: number; stale: number; ahead: number }, unknown>((arg) =>
      db
        .insertInto('contact_rate_limits')
        .values({ client_key: arg('client'), last_accepted_at: arg('now') })
        .onConflict((conflict) =>
          conflict
            .column('client_key')
            .doUpdateSet({ last_accepted_at: (eb) => eb.ref('excluded.last_accepted_at') })
            .where((eb) =>
              eb.or([
                eb('contact_rate_limits.last_accepted_at', '<=', arg('stale')),
                eb('contact_rate_limits.last_accepted_at', '>=', arg('ahead')),
              ]),
            ),
        )
        .returning('client_key'),
    ),
    // At most `max` per fixed window; a record of another window (earlier, or a clock ahead) starts over.
    count: prepare<{ counter: string; windowStart: number; max: number }, unknown>((arg) =>
      db
        .insertInto('contact_rate_counts')
        .values({ counter_key: arg('counter'), window_start: arg('windowStart'), accepted: 1 })
        .onConflict((conflict) =>
          conflict
            .column('counter_key')
            .doUpdateSet({
              window_start: (eb) => eb.ref('excluded.window_start'),
              accepted: sql`CASE WHEN contact_rate_counts.window_start = excluded.window_start
                THEN contact_rate_counts.accepted + 1 ELSE 1 END`,
            })
            .where((eb) =>
              eb.or([
                eb('contact_rate_counts.window_start', '<>', eb.ref('excluded.window_start')),
                eb('contact_rate_counts.accepted', '<', arg('max')),
              ]),
            ),
        )
        .returning('counter_key'),
    ),
    pending: prepare<Record<string, never>, { pending: number }>(() =>
      db
        .selectFrom('contact_outbox')
        .select((eb) => eb.fn.countAll<number>().as('pending'))
        .where('state', '=', 'pending'),
    ),
    insertMessage: prepare<Tables['contact_messages'], unknown>((arg) =>
      db.insertInto('contact_messages').values({
        id: arg('id'),
        created_at: arg('created_at'),
        locale: arg('locale'),
        email: arg('email'),
        full_name: arg('full_name'),
        message: arg('message'),
      }),
    ),
    insertOutbox: prepare<{ id: string; now: number }, unknown>((arg) =>
      db.insertInto('contact_outbox').values({
        message_id: arg('id'),
        state: 'pending',
        attempts: 0,
        next_attempt_at: arg('now'),
        updated_at: arg('now'),
      }),
    ),
    // A message whose every counted attempt died with its worker is given up, not claimed again.
    giveUp: prepare<{ now: number; maxAttempts: number; leaseImpossible: number }, unknown>((arg) =>
      db
        .updateTable('contact_outbox')
        .set({
          state: 'failed',
          next_attempt_at: null,
          lease_owner: null,
          lease_until: null,
          last_error: sql<string>`${unfinishedPrefix} || attempts || ${unfinishedSuffix}`,
          updated_at: arg('now'),
        })
        .where('message_id', 'in', (eb) =>
          lockDue(
            eb
              .selectFrom('contact_outbox')
              .select('message_id')
              .where('state', '=', 'pending')
              .where('attempts', '>=', arg('maxAttempts'))
              .where(leaseFree(arg('now'), arg('leaseImpossible'))),
          ),
        ),
    ),
    // Due when its time came, or when it lies further ahead than any wait the worker schedules.
    // MATERIALIZED: the locked rows are chosen once, whatever plan the update gets.
    claim: prepare<
      ClaimInput & { leaseUntil: number; leaseImpossible: number; latestDue: number },
      { message_id: string }
    >((arg) =>
      db
        .with(
          (cte) => cte('due').materialized(),
          (eb) =>
            lockDue(
              eb
                .selectFrom('contact_outbox')
                .select('message_id')
                .where('state', '=', 'pending')
                .where((eb) =>
                  eb.or([
                    eb('next_attempt_at', '<=', arg('now')),
                    eb('next_attempt_at', '>', arg('latestDue')),
                  ]),
                )
                .where(leaseFree(arg('now'), arg('leaseImpossible')))
                .where('attempts', '<', arg('maxAttempts'))
                .orderBy('next_attempt_at')
                .limit(arg('limit')),
            ),
        )
        .updateTable('contact_outbox')
        .set((eb) => ({
          lease_owner: arg('owner'),
          lease_until: arg('leaseUntil'),
          lease_token: eb('lease_token', '+', 1),
          attempts: eb('attempts', '+', 1),
          updated_at: arg('now'),
        }))
        .where('message_id', 'in', (eb) => eb.selectFrom('due').select('message_id'))
        .returning('message_id'),
    ),
    // An outcome counts only from the current lease holder (fencing).
    record: prepare<
      LeaseHolder & {
        now: number
        state: DeliveryState
        nextAttemptAt: number | null
        deliveredAt: number | null
        error: string | null
      },
      unknown
    >((arg) =>
      db
        .updateTable('contact_outbox')
        .set({
          state: arg('state'),
          delivered_at: arg('deliveredAt'),
          next_attempt_at: arg('nextAttemptAt'),
          last_error: arg('error'),
          lease_owner: null,
          lease_until: null,
          updated_at: arg('now'),
        })
        .where('message_id', '=', arg('id'))
        .where('state', '=', 'pending')
        .where('lease_owner', '=', arg('owner'))
        .where('lease_token', '=', arg('token')),
    ),
  }

  /** Held back now (the common case under a flood): answered by reads alone, no write lock. */
  async function limited({
    now,
    windowMs,
    clientKey,
    counters,
  }: AcceptInput): Promise<AcceptResult | undefined> {
    const { rows } = await q.lastAccepted(db, { client: digest(clientKey, key) })
    const waitMs = rateLimitWaitMs(rows[0]?.last_accepted_at, now, windowMs)
    if (waitMs > 0) return { accepted: false, retryAfterMs: waitMs }
    const windowStart = now - (now % windowMs)
    for (const counter of counters ?? []) {
      const { rows } = await q.counted(db, { counter: digest(counter.key, key), windowStart })
      if ((rows[0]?.accepted ?? 0) >= counter.max)
        return { accepted: false, retryAfterMs: windowStart + windowMs - now }
    }
    return undefined
  }

  /** The outbox is counted after the counters' row locks, so instances accepting at once count in turn. */
  async function accept(trx: Kysely<Tables>, input: AcceptInput): Promise<AcceptResult> {
    const { now, windowMs } = input
    const client = digest(input.clientKey, key)
    const recorded = await q.recordClient(trx, { client, now, stale: now - windowMs, ahead: now + windowMs })
    if (recorded.rows.length === 0) {
      const { rows } = await q.lastAccepted(trx, { client })
      const waitMs = rateLimitWaitMs(rows[0]?.last_accepted_at, now, windowMs)
      throw new Refused({ accepted: false, retryAfterMs: waitMs || windowMs })
    }
    const windowStart = now - (now % windowMs)
    for (const { key: counter, max } of input.counters ?? []) {
      const counted = await q.count(trx, { counter: digest(counter, key), windowStart, max })
      if (counted.rows.length === 0)
        throw new Refused({ accepted: false, retryAfterMs: windowStart + windowMs - now })
    }
    if (input.maxPending !== undefined) {
      const { rows } = await q.pending(trx, {})
      if (Number(rows[0]?.pending) >= input.maxPending)
        throw new Refused({ accepted: false, retryAfterMs: windowMs })
    }
    if (!input.message) return { accepted: true, message: null }
    const id = randomUUID()
    const { email, fullName, message, locale } = input.message
    await q.insertMessage(trx, { id, created_at: now, locale, email, full_name: fullName, message })
    await q.insertOutbox(trx, { id, now })
    const stored = { id, createdAt: now, email, fullName, message, locale, attempts: 0, nextAttemptAt: now }
    return { accepted: true, message: { ...stored, state: 'pending', lastError: null, deliveredAt: null } }
  }

  // A message's size, committed and deleted: it needs what accepting one needs (pages, journal, disk).
  const writeCheck = scheduleWriteCheck(() =>
    inTransaction(async (trx) => {
      await trx
        .insertInto('contact_settings')
        .values({ name: probeSetting, value: 'x'.repeat(probeBytes) })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }),
        )
        .execute()
      await trx.deleteFrom('contact_settings').where('name', '=', probeSetting).execute()
    }),
  )
  let closed = false

  const store: ContactStore = {
    description: `${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} at ${location}`,

    // Ready: a message could be stored now. Schema and disk are read every call, the write on its schedule.
    async check() {
      if (closed) throw new Error('The contact store is closed.')
      const version = await recordedVersion(db, dialect)
      const expected = schemaVersion(dialect)
      if (version !== expected) {
        throw new Error(
          `The contact database at ${location} is at schema version ${version}; this build expects ${expected}.`,
        )
      }
      database.checkDisk()
      await writeCheck.current()
    },

    async accept(input) {
      const refused = await limited(input)
      if (refused) return refused
      try {
        return await inTransaction((trx) => accept(trx, input))
      } catch (error) {
        if (error instanceof Refused) return error.result
        throw error
      }
    },

    async claimDue(input) {
      const times = claimTimes(input)
      const { now, owner } = input
      return inTransaction(async (trx) => {
        await q.giveUp(trx, { now, maxAttempts: input.maxAttempts, leaseImpossible: times.leaseImpossible })
        const claimed = await q.claim(trx, { ...input, ...times })
        if (claimed.rows.length === 0) return []
        const ids = claimed.rows.map((row) => row.message_id)
        const rows = await selectMessages(trx).where('m.id', 'in', ids).orderBy('o.next_attempt_at').execute()
        return rows.map(
          (row): ClaimedContactMessage => ({
            ...toMessage(row),
            leaseOwner: owner,
            leaseUntil: times.leaseUntil,
            leaseToken: row.leaseToken,
          }),
        )
      })
    },

    async markDelivered(holder) {
      const outcome = {
        state: 'delivered',
        deliveredAt: holder.now,
        nextAttemptAt: null,
        error: null,
      } as const
      return (await q.record(db, { ...holder, ...outcome })).numAffectedRows === 1n
    },

    async markFailed({ error, nextAttemptAt, ...holder }) {
      const state = nextAttemptAt === null ? 'failed' : 'pending'
      const outcome = { state, deliveredAt: null, nextAttemptAt, error } as const
      return (await q.record(db, { ...holder, ...outcome })).numAffectedRows === 1n
    },

    async leaseOwners() {
      const rows = await db
        .selectFrom('contact_outbox')
        .select('lease_owner')
        .distinct()
        .where('state', '=', 'pending')
        .where('lease_owner', 'is not', null)
        .execute()
      return rows.flatMap((row) => (row.lease_owner === null ? [] : [row.lease_owner]))
    },

    async releaseLeases({ owner, now }) {
      const result = await db
        .updateTable('contact_outbox')
        .set({ lease_owner: null, lease_until: null, next_attempt_at: now, updated_at: now })
        .where('state', '=', 'pending')
        .where('lease_owner', '=', owner)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    async get(id) {
      const row = await selectMessages(db).where('m.id', '=', id).executeTakeFirst()
      return row ? toMessage(row) : undefined
    },

    async list(query = {}) {
      const { state, since, limit } = query
      const rows = await selectMessages(db)
        .$if(state !== undefined, (q) => q.where('o.state', '=', state ?? 'pending'))
        .$if(since !== undefined, (q) => q.where('m.created_at', '>=', since ?? 0))
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id')
        .$if(limit !== undefined, (q) => q.limit(limit ?? 0))
        .execute()
      return rows.map(toMessage)
    },

    async retry({ ids, now }) {
      if (ids?.length === 0) return 0
      const result = await db
        .updateTable('contact_outbox')
        .set({
          state: 'pending',
          attempts: 0,
          next_attempt_at: now,
          lease_owner: null,
          lease_until: null,
          updated_at: now,
        })
        .$if(ids === undefined, (q) => q.where('state', '=', 'failed'))
        .$if(ids !== undefined, (q) =>
          q
            .where('message_id', 'in', ids ?? [])
            .where('state', '!=', 'delivered')
            .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)])),
        )
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    async deleteBefore({ before, states }) {
      const wanted = [...(states ?? deliveryStates)]
      if (wanted.length === 0) return 0
      // The outbox row goes with its message (ON DELETE CASCADE). A message being sent right now is
      // kept: deleting it under the worker would lose the record of a send that may succeed.
      const result = await db
        .deleteFrom('contact_messages')
        .where('created_at', '<', before)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('contact_outbox')
            .select('message_id')
            .where('state', 'in', wanted)
            .where((eb) => eb.not(eb.and([eb('state', '=', 'pending'), eb('lease_until', 'is not', null)]))),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async pruneRateLimits({ now, windowMs }) {
      await db
        .deleteFrom('contact_rate_counts')
        .where((eb) => eb.or([eb('window_start', '<=', now - windowMs), eb('window_start', '>', now)]))
        .execute()
      const result = await db
        .deleteFrom('contact_rate_limits')
        .where((eb) =>
          eb.or([eb('last_accepted_at', '<=', now - windowMs), eb('last_accepted_at', '>=', now + windowMs)]),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async close() {
      if (closed) return
      closed = true
      writeCheck.stop()
      await database.close()
    },
  }
  // Every call's transient database errors become StoreUnavailable (503 with Retry-After).
  for (const name of Object.keys(store) as (keyof ContactStore)[]) {
    const method = store[name]
    if (typeof method !== 'function' || name === 'close') continue
    Object.assign(store, {
      [name]: async (...args: unknown[]) => {
        try {
          return await (method as (...args: unknown[]) => Promise<unknown>)(...args)
        } catch (error) {
          throw classify(error)
        }
      },
    })
  }
  return store
}

/** Made by the first instance that needs it. */
async function storedHashKey(db: Kysely<Tables>): Promise<string> {
  const read = async () =>
    (
      await db
        .selectFrom('contact_settings')
        .select('value')
        .where('name', '=', hashKeySetting)
        .executeTakeFirst()
    )?.value
  const existing = await read()
  if (existing) return existing
  await db
    .insertInto('contact_settings')
    .values({ name: hashKeySetting, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const created = await read()
  if (!created) throw new Error('The contact database did not keep its rate-limit hash key.')
  return created
}

import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { isLocale } from '@firma/i18n'
import {
  type AcceptInput,
  type AcceptResult,
  type DeliveryState,
  rateLimitWaitMs,
  type StoredContactMessage,
} from './store.js'

/**
 * What the SQLite and PostgreSQL stores have in common below SQL dialects: both keep the same two
 * tables (contact_messages and contact_outbox) with the same columns, so a message row reads the same
 * way from either.
 */

/** One message joined with its outbox entry, as both stores select it. */
export interface MessageRow {
  id: string
  created_at: number
  locale: string
  email: string
  full_name: string
  message: string
  state: DeliveryState
  attempts: number
  next_attempt_at: number | null
  last_error: string | null
  delivered_at: number | null
  lease_owner: string | null
  lease_until: number | null
  lease_token: number
}

/** The SELECT behind every read of a message; callers add WHERE, ORDER BY and LIMIT. */
export const selectMessage = `
  SELECT m.id, m.created_at, m.locale, m.email, m.full_name, m.message, o.state, o.attempts,
         o.next_attempt_at, o.last_error, o.delivered_at, o.lease_owner, o.lease_until, o.lease_token
  FROM contact_messages m JOIN contact_outbox o ON o.message_id = m.id`

export function toMessage(row: MessageRow): StoredContactMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    // Only valid locales are ever written; the fallback keeps a hand-edited row from breaking reads.
    locale: isLocale(row.locale) ? row.locale : 'sl',
    email: row.email,
    fullName: row.full_name,
    message: row.message,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  }
}

/**
 * The rate-limit key as stored: a keyed digest (HMAC-SHA-256), so the table holds no visitor
 * addresses, and without the key the digest of an IPv4 address cannot be found by trying all 2^32.
 */
function hashClientKey(clientKey: string, secret: string): string {
  return createHmac('sha256', secret).update(clientKey).digest('base64url')
}

/** The name of the row of contact_settings that keeps the generated hash key. */
export const hashKeySetting = 'rate-limit-hash-key'

/** A new random hash key, for a store that has none yet and no CONTACT_HASH_KEY. */
export function newHashKey(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * The readiness probe's write: about the size of the longest message the form allows (5,000
 * characters, up to three bytes each in UTF-8), written and deleted in one committed transaction, so
 * it needs what accepting a message needs: free pages, room in the journal, a writable disk.
 */
export const probeSetting = 'readiness-probe'
export const probeBytes = 16_384

/**
 * One statement of a transaction both stores run alike: SQL with `?` placeholders (the PostgreSQL
 * store numbers them) and its values. The steps below yield statements and receive their rows, so the
 * logic is written once and driven by SQLite synchronously (inside its transaction function) and by
 * PostgreSQL over a pool client.
 */
export interface Statement {
  sql: string
  values: unknown[]
}

type Rows = Record<string, unknown>[]

/** The per-client record: who posted last, and when. */
const lastAcceptedSql = 'SELECT last_accepted_at FROM contact_rate_limits WHERE client_key = ?'

/**
 * A refusal of `accept` raised inside its transaction, so that whatever the transaction counted so far
 * (the client's record, a network's count) is rolled back with it: a refused post uses up nothing.
 */
export class Refused extends Error {
  constructor(readonly result: AcceptResult & { accepted: false }) {
    super('refused')
  }
}

/**
 * What `accept` reads before its transaction: a client that a limit holds back now (the common case
 * under a flood) is answered without taking a write lock. The decision that counts is the transaction's.
 */
export function* limitedSteps(
  input: AcceptInput,
  hashKey: string,
): Generator<Statement, AcceptResult | undefined, Rows> {
  const { now, windowMs } = input
  const [last] = yield { sql: lastAcceptedSql, values: [hashClientKey(input.clientKey, hashKey)] }
  const waitMs = rateLimitWaitMs(last?.last_accepted_at as number | undefined, now, windowMs)
  if (waitMs > 0) return { accepted: false, retryAfterMs: waitMs }
  const windowStart = now - (now % windowMs)
  for (const counter of input.counters ?? []) {
    const [count] = yield {
      sql: 'SELECT accepted FROM contact_rate_counts WHERE counter_key = ? AND window_start = ?',
      values: [hashClientKey(counter.key, hashKey), windowStart],
    }
    if (Number(count?.accepted ?? 0) >= counter.max) {
      return { accepted: false, retryAfterMs: windowStart + windowMs - now }
    }
  }
  return undefined
}

/**
 * What `accept` does, in order: the client's own limit (one per window; a conditional upsert, so the
 * row lock decides between instances), each wider counter (at most `max` per fixed window, likewise),
 * the outbox's size (counted after the counters' row locks, the site's last, so instances that accept
 * at once count one after the other), then the message and its outbox entry. A refusal ends with the
 * wait until the limit that refused lets the client through.
 */
export function* acceptSteps(input: AcceptInput, hashKey: string): Generator<Statement, AcceptResult, Rows> {
  const { now, windowMs } = input
  const key = hashClientKey(input.clientKey, hashKey)
  const recorded = yield {
    sql: `INSERT INTO contact_rate_limits (client_key, last_accepted_at) VALUES (?, ?)
          ON CONFLICT (client_key) DO UPDATE SET last_accepted_at = excluded.last_accepted_at
          WHERE contact_rate_limits.last_accepted_at <= ? OR contact_rate_limits.last_accepted_at >= ?
          RETURNING 1`,
    values: [key, now, now - windowMs, now + windowMs],
  }
  if (recorded.length === 0) {
    const [last] = yield { sql: lastAcceptedSql, values: [key] }
    const waitMs = rateLimitWaitMs(last?.last_accepted_at as number | undefined, now, windowMs)
    return { accepted: false, retryAfterMs: waitMs || windowMs }
  }
  // Fixed windows: a record of another window (earlier, or later while the clock was ahead) starts over.
  const windowStart = now - (now % windowMs)
  for (const counter of input.counters ?? []) {
    const counted = yield {
      sql: `INSERT INTO contact_rate_counts (counter_key, window_start, accepted) VALUES (?, ?, 1)
            ON CONFLICT (counter_key) DO UPDATE SET window_start = excluded.window_start,
              accepted = CASE WHEN contact_rate_counts.window_start = excluded.window_start
                              THEN contact_rate_counts.accepted + 1 ELSE 1 END
            WHERE contact_rate_counts.window_start <> excluded.window_start OR contact_rate_counts.accepted < ?
            RETURNING 1`,
      values: [hashClientKey(counter.key, hashKey), windowStart, counter.max],
    }
    if (counted.length === 0) return { accepted: false, retryAfterMs: windowStart + windowMs - now }
  }
  if (input.maxPending !== undefined) {
    const [outbox] = yield {
      sql: `SELECT count(*) AS pending FROM contact_outbox WHERE state = 'pending'`,
      values: [],
    }
    if (Number(outbox?.pending) >= input.maxPending) return { accepted: false, retryAfterMs: windowMs }
  }
  if (!input.message) return { accepted: true, message: null }
  const id = randomUUID()
  const { email, fullName, message, locale } = input.message
  yield {
    sql: `INSERT INTO contact_messages (id, created_at, locale, email, full_name, message)
          VALUES (?, ?, ?, ?, ?, ?)`,
    values: [id, now, locale, email, fullName, message],
  }
  yield {
    sql: `INSERT INTO contact_outbox (message_id, state, attempts, next_attempt_at, updated_at)
          VALUES (?, 'pending', 0, ?, ?)`,
    values: [id, now, now],
  }
  const [row] = yield { sql: `${selectMessage} WHERE m.id = ?`, values: [id] }
  if (!row) throw new Error(`contact message ${id} vanished inside its own transaction`)
  return { accepted: true, message: toMessage(row as unknown as MessageRow) }
}

/** Forgets the wider counters of windows that limit no one now (see `pruneRateLimits`). */
export const pruneCountsSql = 'DELETE FROM contact_rate_counts WHERE window_start <= ? OR window_start > ?'

import { createHmac, randomBytes } from 'node:crypto'
import { isLocale } from '@firma/i18n'
import type { DeliveryState, StoredContactMessage } from './store.js'

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
export function hashClientKey(clientKey: string, secret: string): string {
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

import type { Locale } from '@firma/i18n'

/**
 * The contact store: where accepted messages, their delivery state and the rate limit live. It is an
 * interface so a shared database can replace the SQLite file when several servers run (README:
 * "A PostgreSQL backend"). Every method is async for that reason, although SQLite answers at once.
 * Times are milliseconds since the epoch, passed in by the caller so tests control the clock.
 */

/** Where a message is on its way to the firm's mailbox. */
export type DeliveryState = 'pending' | 'delivered' | 'failed'

export const deliveryStates: readonly DeliveryState[] = ['pending', 'delivered', 'failed']

/** A validated message as the visitor sent it. */
export interface NewContactMessage {
  email: string
  fullName: string
  message: string
  locale: Locale
}

/** A stored message with its delivery state. */
export interface StoredContactMessage extends NewContactMessage {
  id: string
  createdAt: number
  state: DeliveryState
  /** Delivery attempts started so far (an attempt cut short by a crash counts). */
  attempts: number
  /** When the worker may try next; null once delivered or given up. */
  nextAttemptAt: number | null
  lastError: string | null
  deliveredAt: number | null
}

/**
 * A message a worker holds the lease on: nobody else claims it until `leaseUntil`. The token grows
 * with every claim of the message, so a worker whose lease ran out and was taken over can no longer
 * record an outcome for it (fencing).
 */
export interface ClaimedContactMessage extends StoredContactMessage {
  leaseOwner: string
  leaseUntil: number
  leaseToken: number
}

/** Who holds a message's lease: the outcome of an attempt is recorded only for the current holder. */
export interface LeaseHolder {
  id: string
  owner: string
  token: number
}

export interface AcceptInput {
  /** The message to keep; null for a honeypot hit, which is rate-limited like any other but not kept. */
  message: NewContactMessage | null
  /** The client's rate-limit key (an address or a network prefix; stored hashed). */
  clientKey: string
  /** One accepted message per client per this many milliseconds. */
  windowMs: number
  now: number
}

export type AcceptResult =
  | { accepted: true; message: StoredContactMessage | null }
  | { accepted: false; retryAfterMs: number }

export interface ListQuery {
  state?: DeliveryState
  /** Only messages received at or after this time. */
  since?: number
  /** At most this many, newest first. Default: all. */
  limit?: number
}

export interface ContactStore {
  /** Which store this is, for the start-up log: "SQLite at /path" or "PostgreSQL at host:port/db" (never a password). */
  readonly description: string
  /**
   * Resolves when the store is reachable and its schema is at the version this code expects; rejects
   * with an Error saying what is wrong otherwise (the readiness check).
   */
  check(): Promise<void>
  /**
   * In one transaction: checks the client's rate limit, records the acceptance and inserts the
   * message with its outbox entry (due now). Committed before it resolves.
   */
  accept(input: AcceptInput): Promise<AcceptResult>
  /**
   * Leases up to `limit` due messages to `owner` until `now + leaseMs`, each with its own lease and a
   * new token, and counts an attempt on each (at claim, so an attempt cut short by a crash counts).
   * No two callers get the same message while its lease holds. In the same transaction a pending
   * message whose attempts reached `maxAttempts` and whose lease is free or ran out is given up
   * (state failed, "gave up: N attempts, the last one did not finish …") instead of being claimed.
   */
  claimDue(input: {
    owner: string
    now: number
    leaseMs: number
    limit: number
    maxAttempts: number
  }): Promise<ClaimedContactMessage[]>
  /** Records a successful send, if `owner` still holds the lease with `token`. Returns whether it did. */
  markDelivered(input: LeaseHolder & { now: number }): Promise<boolean>
  /**
   * Records a failed attempt, if `owner` still holds the lease with `token`: due again at
   * `nextAttemptAt`, or given up (state failed) when it is null. Returns whether it did.
   */
  markFailed(
    input: LeaseHolder & {
      error: string
      nextAttemptAt: number | null
      now: number
    },
  ): Promise<boolean>
  /** The distinct owners of leases still held, so a restarted worker can free its dead predecessor's. */
  leaseOwners(): Promise<string[]>
  /** Frees every lease of `owner` and makes those messages due now. Returns how many. */
  releaseLeases(input: { owner: string; now: number }): Promise<number>
  /** The earliest `nextAttemptAt` of a pending message, if any. */
  nextDueAt(): Promise<number | null>
  get(id: string): Promise<StoredContactMessage | undefined>
  list(query?: ListQuery): Promise<StoredContactMessage[]>
  /** Makes failed messages (or the given ones, unless delivered) due now with a fresh attempt count. */
  retry(input: { ids?: readonly string[]; now: number }): Promise<number>
  /**
   * Deletes messages received before `before` (and their delivery records), only those in `states`
   * when given. A message a worker holds a lease on is kept. Returns how many were deleted.
   */
  deleteBefore(input: { before: number; states?: readonly DeliveryState[] }): Promise<number>
  /** Forgets rate-limit records older than `before`; they no longer limit anyone. */
  pruneRateLimits(input: { before: number }): Promise<number>
  close(): Promise<void>
}

/** The last error of a message given up because its final attempt never reported back. */
export function unfinishedAttemptsError(attempts: number | string): string {
  return `gave up: ${attempts} attempts, the last one did not finish (the worker stopped or crashed). Run \`pnpm contact retry\` to try again.`
}

/**
 * The `code` of an error a store throws when the database is briefly unavailable (locked past its
 * timeout, unreachable, restarting): the API answers 503, worth retrying, rather than 500.
 */
export const storeUnavailableCode = 'CONTACT_STORE_UNAVAILABLE'

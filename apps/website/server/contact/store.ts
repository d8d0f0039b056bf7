import type { Locale } from '@firma/i18n'

/**
 * The contact store: where accepted messages, their delivery state and the rate limit live, answered on
 * SQLite or PostgreSQL by store/queries.ts. Times are milliseconds since the epoch, passed in by the caller.
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
  /**
   * Wider limits, each at most `max` accepted messages per fixed window of `windowMs` for its key (a
   * network prefix, the whole site), held across every instance on the store. Default: none.
   */
  counters?: readonly { key: string; max: number }[]
  /** Refused while this many messages wait for delivery (retry after a window). Default: no cap. */
  maxPending?: number
  now: number
}

export type AcceptResult =
  | { accepted: true; message: StoredContactMessage | null }
  | { accepted: false; retryAfterMs: number }

/**
 * What `claimDue` needs. A clock that steps (NTP, a VM resumed, an operator's `date`) must not hold a
 * message back: a lease never lasts longer than `leaseMs` from now, nor a scheduled wait longer than
 * `maxDelayMs`, so a lease or a wait that reaches further into the future (see `claimTimes` for the
 * margin) was set while the clock was ahead, and counts as run out.
 */
export interface ClaimInput {
  owner: string
  now: number
  leaseMs: number
  limit: number
  maxAttempts: number
  /** The longest wait the worker ever schedules (its backoff cap). Default: no cap. */
  maxDelayMs?: number
}

/**
 * The times a claim compares with: the new lease's end; the time past which a lease cannot have been
 * set by a clock like ours (twice the lease ahead: the lease itself, plus as much again for other
 * instances' clocks and a claim computed a moment before another committed, so that a lease just taken
 * is never mistaken for one from a clock that was ahead); and the time past which a wait counts as due.
 */
export function claimTimes(input: ClaimInput): {
  leaseUntil: number
  leaseImpossible: number
  latestDue: number
} {
  return {
    leaseUntil: input.now + input.leaseMs,
    leaseImpossible: input.now + 2 * input.leaseMs,
    latestDue: input.now + (input.maxDelayMs ?? Number.MAX_SAFE_INTEGER / 2),
  }
}

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
   * In one transaction: checks the client's rate limit and the wider ones (`counters`, `maxPending`),
   * records the acceptance and inserts the message with its outbox entry (due now). Committed before it
   * resolves; a refusal records nothing (store/queries.ts `accept`).
   */
  accept(input: AcceptInput): Promise<AcceptResult>
  /**
   * Leases up to `limit` due messages to `owner` until `now + leaseMs`, each with its own lease and a
   * new token, and counts an attempt on each (at claim, so an attempt cut short by a crash counts).
   * No two callers get the same message while its lease holds. In the same transaction a pending
   * message whose attempts reached `maxAttempts` and whose lease is free or ran out is given up
   * (state failed, "gave up: N attempts, the last one did not finish …") instead of being claimed.
   */
  claimDue(input: ClaimInput): Promise<ClaimedContactMessage[]>
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
  /**
   * Forgets the rate-limit records that no longer limit anyone: stamped a window or more before `now`,
   * or a window or more after it (written while the clock was ahead), and the counters of any window
   * but the current one. Returns how many clients' records it deleted.
   */
  pruneRateLimits(input: { now: number; windowMs: number }): Promise<number>
  close(): Promise<void>
}

/** The last error of a message given up because its final attempt never reported back. */
export function unfinishedAttemptsError(attempts: number | string): string {
  return `gave up: ${attempts} attempts, the last one did not finish (the worker stopped or crashed). Run \`pnpm contact retry\` to try again.`
}

/**
 * The `code` of an error a store throws when the database cannot take the request now but may soon:
 * locked past its timeout, unreachable, restarting, a connection lost, the disk full. The API answers
 * 503 with Retry-After rather than 500, and the log reports it once per episode, without a stack.
 */
const storeUnavailableCode = 'CONTACT_STORE_UNAVAILABLE'

/** An error of the store that a retry may cure (see {@link storeUnavailableCode}). */
export class StoreUnavailable extends Error {
  readonly code = storeUnavailableCode
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreUnavailable'
  }
}

export function isStoreUnavailable(error: unknown): error is StoreUnavailable {
  return (error as { code?: unknown } | null)?.code === storeUnavailableCode
}

/**
 * The wait before a client may post again, given its last accepted post at `last`: never more than
 * the window itself, whatever the clock did. A record more than a window in the future was written
 * while the clock was ahead; it limits no one.
 */
export function rateLimitWaitMs(last: number | undefined, now: number, windowMs: number): number {
  if (last === undefined || last <= now - windowMs || last >= now + windowMs) return 0
  return Math.min(windowMs, last + windowMs - now)
}

/**
 * How often the readiness check's write (a committed 16 KB row, written and deleted) runs. A load
 * balancer probes /readyz every few seconds, from every balancer node; writing and committing (an
 * fsync) on each probe would cost the disk more than the visitors do. Every 10 s a full disk or a
 * database turned read-only is still seen within one balancer interval or two.
 */
const writeCheckPeriodMs = 10_000

export interface WriteCheck {
  /**
   * The write's last result: resolves when it succeeded less than {@link writeCheckPeriodMs} ago,
   * else runs it first (concurrent callers share the one in flight). A failure is never trusted for
   * the period: the next call writes again, so recovery is seen at once. The first call starts the
   * schedule (a store the operator CLI opens never writes for readiness).
   */
  current(): Promise<void>
  /** Ends the schedule (the store is closing). */
  stop(): void
}

/** The readiness write of a store, on its own schedule and on demand, at most one at a time. */
export function scheduleWriteCheck(write: () => Promise<void>): WriteCheck {
  let last: { at: number; failure?: { error: unknown } } | undefined
  let inFlight: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  function run(): Promise<void> {
    inFlight ??= (async () => {
      try {
        await write()
        last = { at: Date.now() }
      } catch (error) {
        last = { at: Date.now(), failure: { error } }
      } finally {
        inFlight = undefined
      }
    })()
    return inFlight
  }

  return {
    async current() {
      if (!timer && !stopped) {
        timer = setInterval(() => void run(), writeCheckPeriodMs)
        timer.unref()
      }
      if (!last || last.failure || Date.now() - last.at >= writeCheckPeriodMs) await run()
      if (last?.failure) throw last.failure.error
    },
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}

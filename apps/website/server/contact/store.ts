import type { Locale } from '@firma/i18n'

// The contact store's contract, answered on SQLite or PostgreSQL by store/queries.ts. Times are
// milliseconds since the epoch, passed in by the caller.

export type DeliveryState = 'pending' | 'delivered' | 'failed'

export const deliveryStates: readonly DeliveryState[] = ['pending', 'delivered', 'failed']

export interface NewContactMessage {
  email: string
  fullName: string
  message: string
  locale: Locale
}

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

/** The token grows with every claim, so a worker whose lease was taken over records nothing (fencing). */
export interface ClaimedContactMessage extends StoredContactMessage {
  leaseOwner: string
  leaseUntil: number
  leaseToken: number
}

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
  /** Wider limits: at most `max` accepted per fixed window for a key (a network prefix, the site). */
  counters?: readonly { key: string; max: number }[]
  /** Refused while this many messages wait for delivery. Default: no cap. */
  maxPending?: number
  now: number
}

export type AcceptResult =
  | { accepted: true; message: StoredContactMessage | null }
  | { accepted: false; retryAfterMs: number }

/**
 * A clock that steps back must not hold a message: a lease or a wait reaching further ahead than
 * `leaseMs` (with `claimTimes`' margin) or `maxDelayMs` was set while the clock was ahead, and has run out.
 */
export interface ClaimInput {
  owner: string
  now: number
  leaseMs: number
  limit: number
  maxAttempts: number
  /** The worker's backoff cap. Default: no cap. */
  maxDelayMs?: number
}

/**
 * A lease reaching past twice the lease ahead cannot come from a clock like ours: the second lease is
 * margin for other instances' clocks and a claim computed a moment before another committed.
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
  /** Received at or after this time. */
  since?: number
  /** At most this many, newest first. */
  limit?: number
}

export interface ContactStore {
  /** "SQLite at /path" or "PostgreSQL at host:port/db", never a password. */
  readonly description: string
  /** Rejects, saying why, unless the store is reachable at the schema this code expects (readiness). */
  check(): Promise<void>
  /** The limits, the acceptance, the message and its outbox in one transaction; a refusal records nothing. */
  accept(input: AcceptInput): Promise<AcceptResult>
  /**
   * Leases up to `limit` due messages, each with its own lease and token, counting the attempt at claim
   * (so one cut short by a crash counts); one out of attempts is given up instead, in the same transaction.
   */
  claimDue(input: ClaimInput): Promise<ClaimedContactMessage[]>
  /** Whether it was recorded: only while `owner` holds the lease with `token`. */
  markDelivered(input: LeaseHolder & { now: number }): Promise<boolean>
  /** Due again at `nextAttemptAt`, or given up when null; only while `owner` holds the lease. */
  markFailed(
    input: LeaseHolder & { error: string; nextAttemptAt: number | null; now: number },
  ): Promise<boolean>
  /** So a restarted worker can free its dead predecessor's leases. */
  leaseOwners(): Promise<string[]>
  releaseLeases(input: { owner: string; now: number }): Promise<number>
  get(id: string): Promise<StoredContactMessage | undefined>
  list(query?: ListQuery): Promise<StoredContactMessage[]>
  /** Failed messages (or the given ones, unless delivered) due now with a fresh attempt count. */
  retry(input: { ids?: readonly string[]; now: number }): Promise<number>
  /** Keeps a message a worker holds a lease on. */
  deleteBefore(input: { before: number; states?: readonly DeliveryState[] }): Promise<number>
  /** Forgets records stamped a window or more away from `now` (either way) and past windows' counters. */
  pruneRateLimits(input: { now: number; windowMs: number }): Promise<number>
  close(): Promise<void>
}

/** The last error of a message given up because its final attempt never reported back. */
export function unfinishedAttemptsError(attempts: number | string): string {
  return `gave up: ${attempts} attempts, the last one did not finish (the worker stopped or crashed). Run \`pnpm contact retry\` to try again.`
}

/** An error a retry may cure (locked, unreachable, restarting, disk full): a 503, logged once per episode. */
const storeUnavailableCode = 'CONTACT_STORE_UNAVAILABLE'

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

/** Never more than the window, whatever the clock did; a record a window ahead limits no one. */
export function rateLimitWaitMs(last: number | undefined, now: number, windowMs: number): number {
  if (last === undefined || last <= now - windowMs || last >= now + windowMs) return 0
  return Math.min(windowMs, last + windowMs - now)
}

/**
 * The readiness write (16 KB committed) at most every 10 s: an fsync per probe from every balancer node
 * would cost more than the visitors, and a full disk is still seen within a balancer interval or two.
 */
const writeCheckPeriodMs = 10_000

export interface WriteCheck {
  /**
   * The last write's result if it succeeded within the period, else a new write (shared by concurrent
   * callers); a failure is retried at the next call. The first call starts the schedule (not the CLI's).
   */
  current(): Promise<void>
  stop(): void
}

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

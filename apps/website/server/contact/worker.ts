import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Episode } from './episodes.js'
import { type ContactMailer, isPermanentDeliveryError } from './mailer.js'
import {
  type ClaimedContactMessage,
  type ContactStore,
  isStoreUnavailable,
  type LeaseHolder,
} from './store.js'

export interface BackoffOptions {
  /** Delay after the first failed attempt. */
  baseMs: number
  /** Longest delay between attempts. */
  maxMs: number
  /** Attempts before a message is given up (state failed, `pnpm contact retry` revives it). */
  maxAttempts: number
}

/** The outbox worker's timings. */
export interface OutboxTimings {
  /** How often the outbox is checked for due messages. */
  pollIntervalMs: number
  /** How long a claimed message is reserved for this worker. */
  leaseMs: number
  /**
   * The overall deadline of one SMTP send, connection to final answer; the connection is closed when
   * it passes. Shorter than the lease, so a send never outlives it.
   */
  sendDeadlineMs: number
  backoff: BackoffOptions
  /**
   * This worker's pace: at most `sends` sends started in any `perMs`, so a full outbox goes out at a
   * rate the mail server and its quota take, not as fast as SMTP answers; below it a message goes at once.
   */
  pace: { sends: number; perMs: number }
  /**
   * After a send the mail server accepted, how long the worker waits between attempts to record it
   * when the store fails (doubling from `first` up to `max`); it keeps trying while it holds the lease.
   */
  recordRetry: { firstMs: number; maxMs: number }
}

/**
 * The site's: a poll every 5 s, a 5-minute lease, 2 minutes for one send, retries from 5 s doubling up
 * to an hour and 30 attempts (about a day) before a message is given up; 30 sends a minute at most
 * (the site replaces it with CONTACT_MAX_PER_MINUTE, its cap on accepted messages: contact/index.ts).
 */
export const siteOutboxTimings: OutboxTimings = {
  pollIntervalMs: 5_000,
  leaseMs: 300_000,
  sendDeadlineMs: 120_000,
  backoff: { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 30 },
  pace: { sends: 30, perMs: 60_000 },
  recordRetry: { firstMs: 500, maxMs: 10_000 },
}

export interface OutboxWorkerOptions extends OutboxTimings {
  store: ContactStore
  mailer: ContactMailer
  now: () => number
  log: (message: string) => void
  /** Where store failures a retry may cure are reported (one log line per episode). */
  storeTrouble: Episode
}

/** How long `stop()` waits for a send in flight before aborting it. */
const stopGraceMs = 10_000

export interface OutboxWorker {
  /** This worker's lease owner id: `host/pid/process start/random`. */
  readonly owner: string
  /** Starts polling (and delivers whatever is due now, e.g. left over from before a restart). */
  start(): void
  /** Delivers due messages soon, without waiting for the next poll (called after each accepted message). */
  kick(): void
  /**
   * Stops polling, waits for a send in flight (up to the grace period, then aborts it and records the
   * attempt as failed) and frees its leases.
   */
  stop(): Promise<void>
}

/**
 * Delay before attempt `attempts + 1`: exponential with a cap, then "equal jitter" (half fixed, half
 * random) so many messages failing together do not retry in lockstep.
 */
function backoffDelay(attempts: number, backoff: BackoffOptions): number {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential / 2 + (Math.random() * exponential) / 2)
}

// performance.timeOrigin is fixed for the life of a process: with the pid it tells this process from an
// earlier one that had the same pid (a container restarts as pid 1 every time).
const processStarted = String(Math.round(performance.timeOrigin))

function parseOwner(owner: string): { host: string; pid: number; started: string } | undefined {
  const [host, pid, started] = owner.split('/')
  const parsed = Number(pid)
  return host !== undefined && started !== undefined && Number.isInteger(parsed) && parsed > 0
    ? { host, pid: parsed, started }
    : undefined
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 1000)
  return String(error).slice(0, 1000)
}

/** Waits `ms`, or less when the function handed to `onWake` is called (stop() does). */
function wakeableWait(ms: number, onWake: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    onWake(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** Drains the outbox to the mailer: leased, retried with backoff, resumed after a restart. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, mailer, now, log, storeTrouble } = options
  const { pollIntervalMs, leaseMs, sendDeadlineMs, backoff, recordRetry, pace } = options
  /**
   * Messages the mail server accepted whose delivery could not be recorded before the lease ran out:
   * if this worker claims one again, it records it instead of sending it a second time.
   */
  const sentUnrecorded = new Set<string>()
  /** Ends the attempts to record a delivery (stop() past its grace period). */
  let wakeRecording: (() => void) | undefined
  let recordingAbandoned = false
  const host = hostname()
  const owner = `${host}/${process.pid}/${processStarted}/${randomUUID()}`

  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  /** Aborts the send in flight (stop() after its grace period). */
  let abortCurrent: ((reason: Error) => void) | undefined
  /** When this worker's last `pace.sends` sends started (monotonic clock), oldest first. */
  const sendStarts: number[] = []
  /** Ends the wait for the pace (stop()). */
  let wakePace: (() => void) | undefined

  /**
   * A lease held by a process on this machine that no longer runs (killed, crashed) would block its
   * messages until the lease expires; free it at once. Owners on other hosts are left to expire:
   * we cannot tell whether they are alive.
   */
  async function releaseDeadLeases(): Promise<void> {
    for (const other of await store.leaseOwners()) {
      if (other === owner) continue
      const parsed = parseOwner(other)
      if (!parsed || parsed.host !== host) continue
      // Another worker of this very process (e.g. after a dev reload) is alive; so is any running pid,
      // except our own pid from an earlier start.
      const thisProcess = parsed.pid === process.pid && parsed.started === processStarted
      const earlierLife = parsed.pid === process.pid && !thisProcess
      if (earlierLife || (!thisProcess && !processIsAlive(parsed.pid))) {
        const freed = await store.releaseLeases({ owner: other, now: now() })
        if (freed > 0) log(`contact outbox: freed ${freed} message(s) leased by stopped worker ${other}`)
      }
    }
  }

  /**
   * One send under the deadline: the mailer closes its connection when the signal aborts, and the
   * race settles even for a mailer that ignores the signal, so the worker never waits past it.
   */
  async function sendWithDeadline(message: ClaimedContactMessage): Promise<void> {
    const controller = new AbortController()
    let timer: NodeJS.Timeout | undefined
    const aborted = new Promise<never>((_, reject) => {
      const abort = (reason: Error) => {
        controller.abort(reason)
        reject(reason)
      }
      abortCurrent = abort
      // Timers run before I/O in Node's loop: on a loaded machine the server's 250 can be waiting unread
      // when the deadline fires. An answer that arrived by the deadline wins (read first, setImmediate).
      timer = setTimeout(
        () =>
          setImmediate(() =>
            abort(new Error(`the SMTP send did not finish within ${sendDeadlineMs} ms; connection closed`)),
          ),
        sendDeadlineMs,
      )
    })
    try {
      await Promise.race([mailer.send(message, { signal: controller.signal }), aborted])
    } finally {
      clearTimeout(timer)
      abortCurrent = undefined
      aborted.catch(() => {})
    }
  }

  /**
   * Records a delivery the mail server accepted. A store that fails here (unreachable, disk full) must
   * not make the message go out again: the record is retried, with backoff, for as long as this worker
   * holds the lease (measured on the monotonic clock), and the message is remembered, so that if the
   * lease runs out first and this worker claims it again, it records it without sending it.
   */
  async function recordDelivered(holder: LeaseHolder, leaseUntil: number): Promise<void> {
    const leaseEnds = performance.now() + Math.max(0, leaseUntil - now())
    let pause = recordRetry.firstMs
    for (;;) {
      try {
        if (!(await store.markDelivered({ ...holder, now: now() }))) {
          log(`contact outbox: ${holder.id} was sent, but its lease had passed to another worker`)
        }
        sentUnrecorded.delete(holder.id)
        return
      } catch (error) {
        sentUnrecorded.add(holder.id)
        if (!isStoreUnavailable(error)) throw error
        storeTrouble.occurred(`recording the delivery of ${holder.id} failed, retrying: ${describe(error)}`)
        if (recordingAbandoned || performance.now() + pause >= leaseEnds) throw error
        await wakeableWait(pause, (wake) => {
          wakeRecording = wake
        })
        wakeRecording = undefined
        pause = Math.min(recordRetry.maxMs, pause * 2)
      }
    }
  }

  /** Waits out the pace before the next claim (a message is not leased while it waits for it). */
  async function keepPace(): Promise<void> {
    const oldest = sendStarts.length >= pace.sends ? (sendStarts[0] ?? 0) : Number.NEGATIVE_INFINITY
    const wait = oldest + pace.perMs - performance.now()
    if (wait <= 0) return
    await wakeableWait(wait, (wake) => {
      wakePace = wake
    })
    wakePace = undefined
  }

  async function deliverDue(): Promise<void> {
    await releaseDeadLeases()
    while (!stopped) {
      await keepPace()
      if (stopped) return
      // One message per claim, each with its own lease: a message is never reserved while it waits
      // behind others' sends, so its lease cannot run out before its send even starts.
      const [message] = await store.claimDue({
        owner,
        now: now(),
        leaseMs,
        limit: 1,
        maxAttempts: backoff.maxAttempts,
        maxDelayMs: backoff.maxMs,
      })
      if (!message) return
      const holder = { id: message.id, owner, token: message.leaseToken }
      if (sentUnrecorded.has(message.id)) {
        // Sent by this worker already; only its record was missing.
        await recordDelivered(holder, message.leaseUntil)
        continue
      }
      let failure: unknown
      sendStarts.push(performance.now())
      if (sendStarts.length > pace.sends) sendStarts.shift()
      try {
        await sendWithDeadline(message)
      } catch (error) {
        failure = error
      }
      if (failure === undefined) {
        await recordDelivered(holder, message.leaseUntil)
        continue
      }
      const permanent = isPermanentDeliveryError(failure)
      const givingUp = permanent || message.attempts >= backoff.maxAttempts
      const nextAttemptAt = givingUp ? null : now() + backoffDelay(message.attempts, backoff)
      const recorded = await store.markFailed({
        ...holder,
        error: describe(failure),
        nextAttemptAt,
        now: now(),
      })
      log(
        `contact outbox: delivery of ${message.id} failed (attempt ${message.attempts}${
          givingUp ? ', giving up: run `pnpm contact retry` after fixing the cause' : ''
        }${recorded ? '' : '; not recorded, its lease had passed to another worker'}): ${describe(failure)}`,
      )
    }
  }

  function run(): Promise<void> {
    if (running) {
      // A kick during a round: run once more afterwards, so a message inserted mid-round is not left
      // waiting for the next poll.
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          await deliverDue()
          storeTrouble.ended()
        } catch (error) {
          // A store error (disk, lock timeout) must not kill the worker; the next poll tries again.
          if (isStoreUnavailable(error))
            storeTrouble.occurred(`the outbox could not be read: ${describe(error)}`)
          else log(`contact outbox: ${describe(error)}`)
        }
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
      // A kick that landed between the last check and here still gets its round.
      if (again && !stopped) void run()
    })
    return running
  }

  return {
    owner,
    start() {
      if (timer || stopped) return
      timer = setInterval(() => void run(), pollIntervalMs)
      // The HTTP server keeps the process alive; the worker alone must not (tests, build scripts).
      timer.unref()
      void run()
    },
    kick() {
      if (!stopped) setImmediate(() => void run())
    },
    async stop() {
      if (stopped) return
      stopped = true
      if (timer) clearInterval(timer)
      wakePace?.()
      if (running) {
        const inFlight = running
        const settled = (ms: number) => {
          let grace: NodeJS.Timeout | undefined
          return Promise.race([
            inFlight.then(() => true),
            new Promise<boolean>((resolve) => {
              grace = setTimeout(() => resolve(false), ms)
              grace.unref()
            }),
          ]).finally(() => clearTimeout(grace))
        }
        if (!(await settled(stopGraceMs))) {
          // Past the grace period: close the connection, so the attempt is recorded as failed and the
          // message is due again for the next worker, instead of staying leased to a stopped process.
          abortCurrent?.(new Error('the worker stopped during the send; connection closed'))
          recordingAbandoned = true
          wakeRecording?.()
          // With the store unreachable the round may hang on; its lease then expires on its own.
          if (!(await settled(5_000))) return
        }
      }
      try {
        await store.releaseLeases({ owner, now: now() })
      } catch (error) {
        log(`contact outbox: could not free leases on stop: ${describe(error)}`)
      }
    },
  }
}

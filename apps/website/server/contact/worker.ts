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
  baseMs: number
  maxMs: number
  /** Attempts before a message is given up (`pnpm contact retry` revives it). */
  maxAttempts: number
}

export interface OutboxTimings {
  pollIntervalMs: number
  leaseMs: number
  /** One SMTP send, connection to final answer; shorter than the lease, so a send never outlives it. */
  sendDeadlineMs: number
  backoff: BackoffOptions
  /** At most `sends` sends started in any `perMs`: a full outbox goes out at a rate the mail server takes. */
  pace: { sends: number; perMs: number }
  /** The waits between attempts to record a delivery the store failed to take (doubling, while leased). */
  recordRetry: { firstMs: number; maxMs: number }
}

export interface OutboxWorkerOptions extends OutboxTimings {
  store: ContactStore
  mailer: ContactMailer
  log: (message: string) => void
  storeTrouble: Episode
}

const stopGraceMs = 10_000

export interface OutboxWorker {
  /** `host/pid/process start/random`. */
  readonly owner: string
  start(): void
  /** Delivers due messages now rather than at the next poll (after each accepted message). */
  kick(): void
  /** Waits for a send in flight up to the grace period, then aborts it (a failed attempt). */
  stop(): Promise<void>
}

/** Exponential with a cap, then "equal jitter", so messages failing together do not retry in lockstep. */
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
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000)
}

/** Waits `ms`, or until the function handed to `onWake` is called (stop() does). */
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
  const { store, mailer, log, storeTrouble } = options
  const { pollIntervalMs, leaseMs, sendDeadlineMs, backoff, recordRetry, pace } = options
  /** Sent, but not recorded before the lease ran out: claimed again, it is recorded, not sent again. */
  const sentUnrecorded = new Set<string>()
  let wakeRecording: (() => void) | undefined
  let recordingAbandoned = false
  const host = hostname()
  const owner = `${host}/${process.pid}/${processStarted}/${randomUUID()}`

  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  let abortCurrent: ((reason: Error) => void) | undefined
  /** When the last `pace.sends` sends started (monotonic clock), oldest first. */
  const sendStarts: number[] = []
  let wakePace: (() => void) | undefined

  /** A dead process's leases on this host are freed at once; other hosts' expire (alive or not, unknown). */
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
        const freed = await store.releaseLeases({ owner: other, now: Date.now() })
        if (freed > 0) log(`contact outbox: freed ${freed} message(s) leased by stopped worker ${other}`)
      }
    }
  }

  /** The race settles at the deadline even for a mailer that ignores the signal. */
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
   * A store that fails here must not make the message go out again: the record is retried while the
   * lease holds (monotonic clock), and the message remembered in case this worker claims it again.
   */
  async function recordDelivered(holder: LeaseHolder, leaseUntil: number): Promise<void> {
    const leaseEnds = performance.now() + Math.max(0, leaseUntil - Date.now())
    let pause = recordRetry.firstMs
    for (;;) {
      try {
        if (!(await store.markDelivered({ ...holder, now: Date.now() }))) {
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

  /** Before the claim, so a message is not leased while it waits for the pace. */
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
        now: Date.now(),
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
      const nextAttemptAt = givingUp ? null : Date.now() + backoffDelay(message.attempts, backoff)
      const recorded = await store.markFailed({
        ...holder,
        error: describe(failure),
        nextAttemptAt,
        now: Date.now(),
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
        await store.releaseLeases({ owner, now: Date.now() })
      } catch (error) {
        log(`contact outbox: could not free leases on stop: ${describe(error)}`)
      }
    },
  }
}

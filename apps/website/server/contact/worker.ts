import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { type ContactMailer, isPermanentDeliveryError } from './mailer.js'
import type { ContactStore } from './store.js'

export interface BackoffOptions {
  /** Delay after the first failed attempt. Default 5 s. */
  baseMs: number
  /** Longest delay between attempts. Default 1 hour. */
  maxMs: number
  /** Attempts before a message is given up (state failed, `pnpm contact retry` revives it). Default 30, about a day. */
  maxAttempts: number
}

export interface OutboxWorkerOptions {
  store: ContactStore
  mailer: ContactMailer
  /** How often the outbox is checked for due messages. Default 5 s. */
  pollIntervalMs?: number
  /** How long a claimed message is reserved for this worker; must exceed one SMTP send. Default 5 min. */
  leaseMs?: number
  /** Messages claimed per round. Default 10. */
  batchSize?: number
  backoff?: Partial<BackoffOptions>
  /** How long `stop()` waits for a send in flight. Default 10 s. */
  stopGraceMs?: number
  now?: () => number
  random?: () => number
  log?: (message: string) => void
}

export interface OutboxWorker {
  /** This worker's lease owner id: `host/pid/process start/random`. */
  readonly owner: string
  /** Starts polling (and delivers whatever is due now, e.g. left over from before a restart). */
  start(): void
  /** Delivers due messages soon, without waiting for the next poll (called after each accepted message). */
  kick(): void
  /** Runs one full round now and resolves when nothing more is due; for tests and the CLI. */
  drain(): Promise<void>
  /** Stops polling, waits for a send in flight (up to the grace period) and frees its leases. */
  stop(): Promise<void>
}

const defaultBackoff: BackoffOptions = { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 30 }

/**
 * Delay before attempt `attempts + 1`: exponential with a cap, then "equal jitter" (half fixed, half
 * random) so many messages failing together do not retry in lockstep.
 */
export function backoffDelay(attempts: number, backoff: BackoffOptions, random: () => number): number {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential / 2 + (random() * exponential) / 2)
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

/** Drains the outbox to the mailer: leased, retried with backoff, resumed after a restart. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, mailer } = options
  const pollIntervalMs = options.pollIntervalMs ?? 5_000
  const leaseMs = options.leaseMs ?? 300_000
  const batchSize = options.batchSize ?? 10
  const backoff = { ...defaultBackoff, ...options.backoff }
  const stopGraceMs = options.stopGraceMs ?? 10_000
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const log = options.log ?? ((message: string) => console.error(message))
  const host = hostname()
  const owner = `${host}/${process.pid}/${processStarted}/${randomUUID()}`

  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let running: Promise<void> | undefined
  let again = false

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

  async function deliverDue(): Promise<void> {
    await releaseDeadLeases()
    while (!stopped) {
      const claimed = await store.claimDue({ owner, now: now(), leaseMs, limit: batchSize })
      if (claimed.length === 0) return
      for (const message of claimed) {
        // On stop, messages claimed but not yet started are freed by stop() for the next process.
        if (stopped) return
        try {
          await mailer.send(message)
          await store.markDelivered({ id: message.id, now: now() })
        } catch (error) {
          const permanent = isPermanentDeliveryError(error)
          const givingUp = permanent || message.attempts >= backoff.maxAttempts
          const nextAttemptAt = givingUp ? null : now() + backoffDelay(message.attempts, backoff, random)
          await store.markFailed({ id: message.id, owner, error: describe(error), nextAttemptAt, now: now() })
          log(
            `contact outbox: delivery of ${message.id} failed (attempt ${message.attempts}${
              givingUp ? ', giving up: run `pnpm contact retry` after fixing the cause' : ''
            }): ${describe(error)}`,
          )
        }
      }
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
        } catch (error) {
          // A store error (disk, lock timeout) must not kill the worker; the next poll tries again.
          log(`contact outbox: ${describe(error)}`)
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
    drain: () => run(),
    async stop() {
      if (stopped) return
      stopped = true
      if (timer) clearInterval(timer)
      let finished = true
      if (running) {
        let grace: NodeJS.Timeout | undefined
        finished = await Promise.race([
          running.then(() => true),
          new Promise<boolean>((resolve) => {
            grace = setTimeout(() => resolve(false), stopGraceMs)
            grace.unref()
          }),
        ])
        clearTimeout(grace)
      }
      // With a send still in flight its lease stays: freeing it could let another process send the
      // same message while this one finishes. The next start on this host frees it (dead owner).
      if (!finished) return
      try {
        await store.releaseLeases({ owner, now: now() })
      } catch (error) {
        log(`contact outbox: could not free leases on stop: ${describe(error)}`)
      }
    },
  }
}

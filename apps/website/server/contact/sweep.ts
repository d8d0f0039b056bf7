import type { Episode } from './episodes.js'
import type { ContactStore } from './store.js'

export interface ContactSweepOptions {
  store: Pick<ContactStore, 'pruneRateLimits' | 'deleteBefore'>
  /** The rate limit's window: the sweep runs once per window. */
  windowMs: number
  /** CONTACT_RETENTION_DAYS: delivered messages older than this are deleted; none without it. */
  retentionDays: number | undefined
  log: (message: string) => void
  /** A sweep that fails counts as the store's trouble (one log line per outage). */
  storeTrouble: Episode
}

/**
 * Every window (a minute), and at start: rate-limit records that limit no one are deleted, so none
 * lives longer than two windows, however often the server restarts. Hourly, and at start, with
 * CONTACT_RETENTION_DAYS: delivered messages older than that are deleted (the privacy practice: keep
 * visitors' messages no longer than needed). Every instance sweeps; the deletes are idempotent, so
 * several instances on one database agree.
 */
export function startContactSweep(options: ContactSweepOptions): { stop(): void } {
  const { store, windowMs, retentionDays, log, storeTrouble } = options
  const retentionMs = retentionDays === undefined ? undefined : retentionDays * 86_400_000
  let lastRetentionAt = Number.NEGATIVE_INFINITY
  const runSweep = async () => {
    try {
      await store.pruneRateLimits({ now: Date.now(), windowMs })
      if (retentionMs !== undefined && performance.now() - lastRetentionAt >= 3_600_000) {
        const deleted = await store.deleteBefore({ before: Date.now() - retentionMs, states: ['delivered'] })
        lastRetentionAt = performance.now()
        if (deleted > 0)
          log(
            `contact: deleted ${deleted} delivered message(s) older than ${retentionDays} days (CONTACT_RETENTION_DAYS)`,
          )
      }
    } catch (error) {
      storeTrouble.occurred(`the sweep failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const timer = setInterval(() => void runSweep(), windowMs)
  timer.unref()
  void runSweep()
  return { stop: () => clearInterval(timer) }
}

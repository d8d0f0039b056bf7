import type { Episode } from './episodes.js'
import type { ContactStore } from './store.js'

export interface ContactSweepOptions {
  store: Pick<ContactStore, 'pruneRateLimits' | 'deleteBefore'>
  /** The rate limit's window: the sweep runs once per window. */
  windowMs: number
  retentionDays: number | undefined
  log: (message: string) => void
  storeTrouble: Episode
}

/**
 * At start and every window, so no rate-limit record outlives two windows however often the server restarts;
 * hourly, old delivered messages (CONTACT_RETENTION_DAYS). The deletes are idempotent: instances agree.
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

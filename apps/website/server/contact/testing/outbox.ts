import type { BackoffOptions, OutboxTimings } from '../worker.js'

/** What a test changes of the site's outbox timings (outboxTimings.ts, replaced with vi.mock). */
export type TimingChanges = Partial<Omit<OutboxTimings, 'backoff'>> & { backoff?: Partial<BackoffOptions> }

/**
 * The site's timings with a test's changes. A shorter lease without a send deadline gets half the
 * lease as its deadline (a send never outlives its lease); the worker is not paced unless asked, as a
 * test's dozens of sends in a minute would wait on the site's 30 (limits.test.ts checks the pace).
 */
export function quickOutboxTimings(site: OutboxTimings, changes: TimingChanges): OutboxTimings {
  const leaseMs = changes.leaseMs ?? site.leaseMs
  return {
    ...site,
    ...changes,
    pace: changes.pace ?? { sends: 1_000_000, perMs: 1 },
    leaseMs,
    sendDeadlineMs: changes.sendDeadlineMs ?? Math.min(site.sendDeadlineMs, Math.floor(leaseMs / 2)),
    backoff: { ...site.backoff, ...changes.backoff },
  }
}

/**
 * What a test's vi.mock puts in place of outboxTimings.ts: the site's timings with the changes the test
 * sets in `changes.current` before it starts a service.
 */
export function withTimingChanges(
  site: typeof import('../outboxTimings.js'),
  changes: { current: TimingChanges },
): typeof import('../outboxTimings.js') {
  return {
    siteOutboxTimings: (config) => quickOutboxTimings(site.siteOutboxTimings(config), changes.current),
  }
}

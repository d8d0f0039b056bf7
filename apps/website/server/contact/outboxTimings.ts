import type { ServerConfig } from '../config.js'
import type { OutboxTimings } from './worker.js'

/**
 * The site's outbox timings: a poll every 5 s, a 5-minute lease, 2 minutes for one send, retries from
 * 5 s doubling up to an hour and 30 attempts (about a day) before a message is given up; at most
 * CONTACT_MAX_PER_MINUTE sends a minute, the cap on accepted messages, so the outbox does not grow
 * under the cap.
 */
export function siteOutboxTimings(config: Pick<ServerConfig, 'contactMaxPerMinute'>): OutboxTimings {
  return {
    pollIntervalMs: 5_000,
    leaseMs: 300_000,
    sendDeadlineMs: 120_000,
    backoff: { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 30 },
    pace: { sends: config.contactMaxPerMinute, perMs: 60_000 },
    recordRetry: { firstMs: 500, maxMs: 10_000 },
  }
}

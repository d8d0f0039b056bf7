import type { ServerConfig } from '../../config.js'
import { siteOutboxTimings as site } from '../outboxTimings.js'
import type { OutboxTimings } from '../worker.js'
import { quickOutboxTimings } from './outbox.js'

// What crashServer.ts's bundle has in place of outboxTimings.ts (buildNodeEntry's `replace`): a fast
// worker, whose lease, send deadline and attempt cap a test may set with CONTACT_TEST_LEASE_MS,
// CONTACT_TEST_SEND_DEADLINE_MS and CONTACT_TEST_MAX_ATTEMPTS.
const testNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined)

export function siteOutboxTimings(config: Pick<ServerConfig, 'contactMaxPerMinute'>): OutboxTimings {
  const leaseMs = testNumber('CONTACT_TEST_LEASE_MS')
  const sendDeadlineMs = testNumber('CONTACT_TEST_SEND_DEADLINE_MS')
  const maxAttempts = testNumber('CONTACT_TEST_MAX_ATTEMPTS')
  return quickOutboxTimings(site(config), {
    pollIntervalMs: 50,
    backoff: { baseMs: 50, maxMs: 200, ...(maxAttempts ? { maxAttempts } : {}) },
    ...(leaseMs ? { leaseMs } : {}),
    ...(sendDeadlineMs ? { sendDeadlineMs } : {}),
  })
}

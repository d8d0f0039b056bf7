// A real server process for the crash and multi-instance tests: the contact service behind node:http
// and srvx's adapter, without Vike, so the tests need no site build. Configured by the same
// environment variables as the site (DATABASE_URL included); prints "LISTENING <port>" once it
// accepts connections. Its bundle has this module in place of outboxTimings.ts (buildNodeEntry's
// `replace`): a fast worker, whose lease, send deadline and attempt cap a test may set with
// CONTACT_TEST_LEASE_MS, CONTACT_TEST_SEND_DEADLINE_MS and CONTACT_TEST_MAX_ATTEMPTS.
import { createServer, type RequestListener } from 'node:http'
import { Hono } from 'hono'
import { toNodeHandler } from 'srvx/node'
import type { ServerConfig } from '../../config.js'
import { loadConfig } from '../../config.js'
import { createContactService } from '../index.js'
import { siteOutboxTimings as site } from '../outboxTimings.js'
import type { OutboxTimings } from '../worker.js'
import { quickOutboxTimings } from './outbox.js'

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

const config = loadConfig(process.env)
const service = createContactService(config, async ({ locale, result }) => Response.json({ locale, result }))
// Listening once the store is open, for a test's first post; a store that cannot open stops the process.
try {
  await service.store.check()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
const app = new Hono()
app.route('/api/contact', service.app)

// srvx's Node adapter, as in the site: the service finds the socket peer where srvx puts it.
// (Typed for HTTP/1 and HTTP/2 alike; node:http calls it with HTTP/1's request and response.)
const server = createServer(toNodeHandler((request) => app.fetch(request)) as RequestListener)

// PORT when given (the benchmark can drive this server too), else any free port.
server.listen(process.env.PORT ? config.port : 0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`)
})

process.once('SIGTERM', () => {
  server.close()
  void service.stop().finally(() => process.exit(0))
})

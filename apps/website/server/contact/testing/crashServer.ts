// A real server process for the crash and multi-instance tests: the contact service behind node:http
// and srvx's adapter, without Vike, so the tests need no site build. Configured by the same
// environment variables as the site (DATABASE_URL included); prints "LISTENING <port>" once it
// accepts connections. The worker's lease and send deadline can be shortened for tests with
// CONTACT_TEST_LEASE_MS and CONTACT_TEST_SEND_DEADLINE_MS, the attempt cap with
// CONTACT_TEST_MAX_ATTEMPTS.
import { createServer, type RequestListener } from 'node:http'
import { Hono } from 'hono'
import { toNodeHandler } from 'srvx/node'
import { loadConfig } from '../../config.js'
import { openContactStore } from '../openStore.js'
import type { ContactStore } from '../store.js'
import { createTestContactService } from './harness.js'

const config = loadConfig(process.env)
let store: ContactStore
try {
  store = await openContactStore(config, (line) => process.stderr.write(`${line}\n`))
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
const testNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined)
const leaseMs = testNumber('CONTACT_TEST_LEASE_MS')
const sendDeadlineMs = testNumber('CONTACT_TEST_SEND_DEADLINE_MS')
const maxAttempts = testNumber('CONTACT_TEST_MAX_ATTEMPTS')
const service = createTestContactService(config, {
  store,
  worker: {
    pollIntervalMs: 50,
    backoff: { baseMs: 50, maxMs: 200, ...(maxAttempts ? { maxAttempts } : {}) },
    ...(leaseMs ? { leaseMs } : {}),
    ...(sendDeadlineMs ? { sendDeadlineMs } : {}),
  },
})
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

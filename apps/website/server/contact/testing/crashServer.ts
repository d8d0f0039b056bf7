// A real server process for the crash and multi-instance tests: the contact service behind node:http,
// without Vike, so the tests need no site build. Configured by the same environment variables as the
// site (DATABASE_URL included); prints "LISTENING <port>" once it accepts connections. The worker's
// lease and send deadline can be shortened for tests with CONTACT_TEST_LEASE_MS and
// CONTACT_TEST_SEND_DEADLINE_MS, the attempt cap with CONTACT_TEST_MAX_ATTEMPTS.
import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
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

const server = createServer(async (req, res) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit)
  const response = await app.fetch(request, { incoming: req })
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
})

// PORT when given (the benchmark can drive this server too), else any free port.
server.listen(process.env.PORT ? config.port : 0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`)
})

process.once('SIGTERM', () => {
  server.close()
  void service.stop().finally(() => process.exit(0))
})

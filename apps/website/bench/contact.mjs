#!/usr/bin/env node
// `pnpm bench` (contact API): drives POST /api/contact of the production server with autocannon on
// loopback: accepted, rate-limited, invalid and oversized requests. Prints requests per second, p99
// latency and status counts per scenario. Timing never fails the run; a 5xx answer, an unexpected
// status or an accepted message missing from the database does (exit code 1).
//
// Needs `pnpm build` first. Environment: BENCH_DURATION (seconds per scenario, default 5),
// BENCH_CONNECTIONS (default 10), BENCH_SERVER (server entry, default apps/website/dist/server/index.mjs).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'

const websiteRoot = join(import.meta.dirname, '..')
const serverEntry = resolve(process.env.BENCH_SERVER ?? join(websiteRoot, 'dist/server/index.mjs'))
const duration = Number(process.env.BENCH_DURATION ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

if (!existsSync(serverEntry)) {
  console.error(`No production build at ${serverEntry}: run \`pnpm build\` first.`)
  process.exit(1)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilReady(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      // GET on the endpoint answers 405: the contact routes are mounted and the store is open.
      if (response.status === 405) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server did not become ready within ${timeoutMs / 1000} s`)
}

const port = await freePort()
const dataDir = mkdtempSync(join(tmpdir(), 'contact-bench-'))
const origin = `http://127.0.0.1:${port}`
const endpoint = `${origin}/api/contact`
const server = spawn(process.execPath, [serverEntry], {
  cwd: websiteRoot,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: origin,
    DATA_DIR: dataDir,
    // Lets the "accepted" scenario pose as many clients through X-Forwarded-For; no SMTP_URL, so
    // messages are only stored (delivery is not what is measured).
    TRUST_PROXY: 'true',
    SMTP_URL: '',
    CONTACT_TO: '',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
})
let serverErrors = ''
server.stderr.on('data', (chunk) => {
  serverErrors += chunk
})

function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', stopServer)

const json = { 'content-type': 'application/json' }
const valid = JSON.stringify({
  email: 'bench@example.si',
  fullName: 'Bench Mark',
  message: 'Pozdravljeni, zanima me vaš sistem za upravljanje vsebin. '.repeat(10),
})
let clientCounter = 0
function nextClient() {
  clientCounter++
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`
}

const scenarios = [
  {
    name: 'accepted',
    expected: [202],
    requests: [
      {
        method: 'POST',
        headers: json,
        body: valid,
        // A new client per request: each is the first of its minute.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextClient() },
        }),
      },
    ],
  },
  {
    name: 'rate-limited',
    expected: [429],
    prime: true,
    requests: [{ method: 'POST', headers: { ...json, 'x-forwarded-for': '203.0.113.1' }, body: valid }],
  },
  {
    name: 'invalid',
    expected: [400, 422],
    requests: [
      { method: 'POST', headers: json, body: '{"email":"not-an-address","fullName":"","message":""}' },
      { method: 'POST', headers: json, body: '{"email": "broken json' },
    ],
  },
  {
    name: 'oversized',
    expected: [413],
    requests: [
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...JSON.parse(valid), message: 'x'.repeat(20_000) }),
      },
    ],
  },
]

function run(scenario) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: endpoint, connections, duration, requests: scenario.requests, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const rows = []
let failed = false
try {
  await waitUntilReady(endpoint, server)
  for (const scenario of scenarios) {
    if (scenario.prime) {
      const response = await fetch(endpoint, { method: 'POST', ...scenario.requests[0] })
      if (response.status !== 202) throw new Error(`priming the rate limit answered ${response.status}`)
    }
    const result = await run(scenario)
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    )
    const unexpected = Object.entries(statuses)
      .filter(([code]) => !scenario.expected.includes(Number(code)))
      .reduce((sum, [, count]) => sum + count, 0)
    if (result['5xx'] > 0 || unexpected > 0 || result.errors > 0 || result.timeouts > 0) failed = true
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      statuses: Object.entries(statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
      '5xx': result['5xx'],
      unexpected,
      'errors/timeouts': `${result.errors}/${result.timeouts}`,
    })
  }
} catch (error) {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : error}`)
  if (serverErrors) console.error(serverErrors)
  failed = true
} finally {
  stopServer()
}

if (rows.length > 0) {
  console.log(`POST /api/contact, ${connections} connections, ${duration} s per scenario, loopback`)
  console.table(rows)
  // Every 202 must be a stored message (plus the one that primed the rate limit). There may be a few
  // more: requests still in flight when autocannon's clock stopped were answered but not counted.
  const accepted = rows.find((row) => row.scenario === 'accepted')
  const answered202 = Number(/202×(\d+)/.exec(accepted?.statuses ?? '')?.[1] ?? 0) + 1
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()))
  const db = new Database(join(dataDir, 'contact.sqlite'), { readonly: true })
  const stored = db.prepare('SELECT count(*) AS n FROM contact_messages').get().n
  db.close()
  console.log(`Accepted answers: ${answered202}, messages in the database: ${stored}`)
  if (stored < answered202) failed = true
  const total5xx = rows.reduce((sum, row) => sum + row['5xx'], 0)
  console.log(`5xx answers: ${total5xx}${total5xx === 0 ? '' : '  ← must be 0'}`)
  writeBenchResult('contact', {
    title: `POST /api/contact, ${connections} connections, ${duration} s per scenario, loopback`,
    figures: [
      ...rows.map((row) => ({
        figure: row.scenario,
        value: row['req/s'],
        unit: `req/s, p99 ${row['p99 ms']} ms`,
      })),
      { figure: '5xx answers', value: total5xx, target: '0', ok: total5xx === 0 },
      {
        figure: 'accepted answers stored',
        value: stored,
        target: `≥ ${answered202}`,
        ok: stored >= answered202,
      },
    ],
    rows,
  })
}
rmSync(dataDir, { recursive: true, force: true })
process.exit(failed ? 1 : 0)

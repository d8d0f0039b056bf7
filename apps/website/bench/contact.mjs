#!/usr/bin/env node
// `pnpm bench` (contact API): drives POST /api/contact of the production server with autocannon on
// loopback: accepted, rate-limited, invalid and oversized requests. Prints requests per second, p99
// latency and status counts per scenario. Timing never fails the run; a 5xx answer, an unexpected
// status or an accepted message missing from the database does (exit code 1).
//
// Needs `pnpm build` first. Environment: BENCH_DURATION (seconds per scenario, default 5),
// BENCH_CONNECTIONS (default 10), BENCH_SERVER (server entry, default apps/website/dist/server/index.mjs).
import { join } from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { startProductionServer } from '../scripts/production-server.mjs'

const duration = Number(process.env.BENCH_DURATION ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

// GET on the endpoint answers 405 once the contact routes are mounted and the store is open. Clients
// pose as many through X-Forwarded-For (TRUST_PROXY); without SMTP_URL messages are only stored
// (delivery is not what is measured).
const server = await startProductionServer({
  env: { TRUST_PROXY: 'true' },
  path: '/api/contact',
  isReady: (response) => response.status === 405,
})
const { origin, dataDir } = server
const endpoint = `${origin}/api/contact`
process.on('exit', () => server.dispose())

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
        // Over the body limit (51,640 bytes, derived from the field limits in shared/contact/schema.ts).
        body: JSON.stringify({ ...JSON.parse(valid), message: 'x'.repeat(60_000) }),
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
  if (server.log()) console.error(server.log())
  failed = true
} finally {
  await server.stop()
}

if (rows.length > 0) {
  console.log(`POST /api/contact, ${connections} connections, ${duration} s per scenario, loopback`)
  console.table(rows)
  // Every 202 must be a stored message (plus the one that primed the rate limit). There may be a few
  // more: requests still in flight when autocannon's clock stopped were answered but not counted.
  const accepted = rows.find((row) => row.scenario === 'accepted')
  const answered202 = Number(/202×(\d+)/.exec(accepted?.statuses ?? '')?.[1] ?? 0) + 1
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
server.dispose()
process.exit(failed ? 1 : 0)

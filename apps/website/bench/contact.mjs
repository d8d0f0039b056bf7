#!/usr/bin/env node
// `pnpm bench` (contact API): drives POST /api/contact of the production server with autocannon on
// loopback: accepted, rate-limited, invalid and oversized requests on the default SQLite store; then
// accepted and rate-limited requests on PostgreSQL (DATABASE_URL) with one instance and with two
// instances on one database, driven at once. Prints requests per second, p99 latency and status counts
// per scenario. Timing never fails the run; a 5xx answer, an unexpected status or an accepted message
// missing from the store does (exit code 1).
//
// Needs `pnpm build` first, and PostgreSQL's programs (initdb, pg_ctl; see
// server/contact/testing/postgres.ts) for the PostgreSQL part. Environment: BENCH_SECONDS (per
// scenario, default 5), BENCH_POSTGRES=0 to skip PostgreSQL. 10 connections, as bench/server.mjs.
// Another build's figures come from running this script in that build's checkout.
import { join } from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import pg from 'pg'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { startProductionServer } from '../scripts/production-server.mjs'
import { loadPostgresHelper } from './support/postgres.mjs'

const duration = Number(process.env.BENCH_SECONDS ?? 5)
const connections = 10
const withPostgres = process.env.BENCH_POSTGRES !== '0'

// GET on the endpoint answers 405 once the contact routes are mounted. Clients pose as many through
// X-Forwarded-For (TRUST_PROXY); without SMTP_URL messages are only stored (delivery is not measured).
const startServer = (env = {}) =>
  startProductionServer({
    // The site-wide caps (30 a minute, 1,000 waiting) lifted: the bench measures the store's own pace.
    env: { TRUST_PROXY: 'true', CONTACT_MAX_PER_MINUTE: '1000000', CONTACT_MAX_PENDING: '1000000', ...env },
    path: '/api/contact',
    isReady: (response) => response.status === 405,
  })
const servers = []
process.on('exit', () => {
  for (const server of servers) server.dispose()
})

const json = { 'content-type': 'application/json' }
const valid = JSON.stringify({
  email: 'bench@example.si',
  fullName: 'Bench Mark',
  message: 'Pozdravljeni, zanima me vaš sistem za upravljanje vsebin. '.repeat(10),
})
// Distinct per run of a scenario, so a second store never sees the first's clients as repeats.
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
        // Over the body limit (`contactMaxBodyBytes` of the contact schema, derived from the field
        // limits): a 60,000-character message is far past the 5,000 characters the form allows.
        body: JSON.stringify({ ...JSON.parse(valid), message: 'x'.repeat(60_000) }),
      },
    ],
  },
]

function run(scenario, endpoint, connectionCount = connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: endpoint, connections: connectionCount, duration, requests: scenario.requests, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

/**
 * Runs a scenario against one or more instances at once (connections split between them) and returns
 * one table row: req/s summed, p99 the worst instance's.
 */
async function measure(store, scenario, endpoints) {
  if (scenario.prime) {
    const response = await fetch(endpoints[0], { method: 'POST', ...scenario.requests[0] })
    if (response.status !== 202) throw new Error(`priming the rate limit answered ${response.status}`)
  }
  const perInstance = Math.max(1, Math.round(connections / endpoints.length))
  const results = await Promise.all(endpoints.map((endpoint) => run(scenario, endpoint, perInstance)))
  const statuses = {}
  for (const result of results) {
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + stats.count
  }
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !scenario.expected.includes(Number(code)))
    .reduce((sum, [, count]) => sum + count, 0)
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0)
  return {
    store,
    scenario: scenario.name,
    'req/s': Math.round(sum((result) => result.requests.average)),
    'p99 ms': Math.max(...results.map((result) => result.latency.p99)),
    requests: sum((result) => result.requests.total),
    statuses: Object.entries(statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' '),
    '5xx': sum((result) => result['5xx']),
    unexpected,
    'errors/timeouts': `${sum((result) => result.errors)}/${sum((result) => result.timeouts)}`,
  }
}

const acceptedCount = (row) => Number(/202×(\d+)/.exec(row?.statuses ?? '')?.[1] ?? 0)

async function countStored(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return Number((await client.query('SELECT count(*) AS n FROM contact_messages')).rows[0].n)
  } finally {
    await client.end()
  }
}

const rows = []
/** Per store: 202 answers (plus the priming one) and messages found stored afterwards. */
const checks = []
let failed = false
let postgres
try {
  // 1. SQLite, the default: every scenario.
  const sqlite = await startServer()
  servers.push(sqlite)
  const sqliteRows = []
  for (const scenario of scenarios)
    sqliteRows.push(await measure('SQLite', scenario, [`${sqlite.origin}/api/contact`]))
  await sqlite.stop()
  rows.push(...sqliteRows)
  {
    const db = new Database(join(sqlite.dataDir, 'contact.sqlite'), { readonly: true })
    const stored = db.prepare('SELECT count(*) AS n FROM contact_messages').get().n
    db.close()
    checks.push({ store: 'SQLite', answered: acceptedCount(sqliteRows[0]) + 1, stored })
  }

  // 2. PostgreSQL (fsync on, like a production server), one instance, then two on one database.
  if (withPostgres) {
    const { startPostgres } = await loadPostgresHelper()
    postgres = await startPostgres({ fsync: true })
    const pgScenarios = scenarios.filter((scenario) => ['accepted', 'rate-limited'].includes(scenario.name))
    for (const count of [1, 2]) {
      const databaseUrl = await postgres.createDatabase()
      const label = `PostgreSQL ×${count}`
      const instances = await Promise.all(
        Array.from({ length: count }, () => startServer({ DATABASE_URL: databaseUrl })),
      )
      servers.push(...instances)
      const endpoints = instances.map((instance) => `${instance.origin}/api/contact`)
      const pgRows = []
      for (const scenario of pgScenarios) pgRows.push(await measure(label, scenario, endpoints))
      for (const instance of instances) await instance.stop()
      rows.push(...pgRows)
      checks.push({
        store: label,
        answered: acceptedCount(pgRows[0]) + 1,
        stored: await countStored(databaseUrl),
      })
    }
  }
} catch (error) {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : error}`)
  for (const server of servers) if (server.log()) console.error(server.log())
  failed = true
} finally {
  for (const server of servers) await server.stop()
  await postgres?.stop()
}

if (rows.length > 0) {
  const title = `POST /api/contact, ${connections} connections (split over the instances), ${duration} s per scenario, loopback`
  console.log(title)
  console.table(rows)
  for (const row of rows)
    if (row['5xx'] > 0 || row.unexpected > 0 || row['errors/timeouts'] !== '0/0') failed = true
  // Every 202 must be a stored message (plus the one that primed the rate limit). There may be a few
  // more: requests still in flight when autocannon's clock stopped were answered but not counted.
  for (const check of checks) {
    console.log(`${check.store}: accepted answers ${check.answered}, messages stored ${check.stored}`)
    if (check.stored < check.answered) failed = true
  }
  const total5xx = rows.reduce((sum, row) => sum + row['5xx'], 0)
  console.log(`5xx answers: ${total5xx}${total5xx === 0 ? '' : '  ← must be 0'}`)
  writeBenchResult('contact', {
    title,
    figures: [
      ...rows
        .filter((row) => row.store === 'SQLite' || row.scenario === 'accepted')
        .map((row) => ({
          figure: `${row.scenario} (${row.store})`,
          value: row['req/s'],
          unit: `req/s, p99 ${row['p99 ms']} ms`,
        })),
      { figure: '5xx answers', value: total5xx, target: '0', ok: total5xx === 0 },
      ...checks.map((check) => ({
        figure: `accepted answers stored (${check.store})`,
        value: check.stored,
        target: `≥ ${check.answered}`,
        ok: check.stored >= check.answered,
      })),
    ],
    rows,
  })
}
for (const server of servers) server.dispose()
process.exit(failed ? 1 : 0)

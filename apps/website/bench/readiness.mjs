#!/usr/bin/env node
// `pnpm bench` (readiness under load): whether probes of /readyz can be turned into load. On loopback,
// per store (SQLite, then PostgreSQL with fsync on): visitors at a steady rate, a page that is rendered
// per request (the about page with a visitor's text size, 100 a second) and contact posts (40 a
// second), measured alone, then while 64 clients ask /healthz (which checks nothing: the floor of 320
// requests a second), then while they ask /readyz, each 5 times a second (each run BENCH_SECONDS).
// Prints the latencies and two ratios against the /readyz run: to the run alone (the target: within
// 1.2×) and to the floor (what readiness adds to any request). The visitors come at a rate, not as fast
// as the server answers: a server kept saturated by the measurement itself would show any other request
// as its share of the machine, not what a visitor waits. Timing never fails the run; a 5xx or an
// unexpected status does.
//
// Needs `pnpm build` first, and PostgreSQL's programs for the PostgreSQL half (BENCH_POSTGRES=0 skips
// it). BENCH_SECONDS sets each run's length (default 30).
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import autocannon from 'autocannon'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { startProductionServer } from '../scripts/production-server.mjs'
import { loadPostgresHelper } from './support/postgres.mjs'

const duration = Number(process.env.BENCH_SECONDS ?? 30)
// Each run of BENCH_SECONDS is measured in three slices, one per round (below).
const rounds = 3
const slice = duration / rounds
const probes = 64
const withPostgres = process.env.BENCH_POSTGRES !== '0'

// A visitor's text size: the page is rendered for them, not the prerendered copy.
const textSize = `a11y-preferences=${encodeURIComponent('v=2&text=1.2')}`
const post = JSON.stringify({ email: 'bench@example.si', fullName: 'Bench Mark', message: 'Pozdravljeni!' })
let client = 0
const measured = [
  {
    name: 'page',
    connections: 4,
    connectionRate: 25,
    requests: [{ method: 'GET', path: '/o-nas', headers: { cookie: textSize } }],
  },
  {
    name: 'contact',
    connections: 4,
    connectionRate: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: post,
        // Each post its own visitor (TRUST_PROXY): every one is accepted and stored.
        setupRequest: (request) => {
          client++
          const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } }
        },
      },
    ],
  },
]

function load(origin, { connections, connectionRate, requests }, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, connections, connectionRate, duration: seconds, requests, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

/** autocannon's results of several runs as one: means weighted by requests, the worst p99. */
function combined(results) {
  const total = results.reduce((sum, result) => sum + result.requests.total, 0)
  const statusCodeStats = {}
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + count }
  }
  const weighted = results.reduce((sum, result) => sum + result.latency.mean * result.requests.total, 0)
  return {
    requests: { total },
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    statusCodeStats,
    latency: {
      mean: Number((weighted / total).toFixed(2)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
  }
}

const floodScript = new URL('./support/flood.mjs', import.meta.url).pathname

/** The probes' flood, from a process of its own at the lowest CPU priority (support/flood.mjs says why). */
function flood(origin, path, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [floodScript, origin, path, String(probes), String(probeRate), String(seconds)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    setPriority(child.pid, 19)
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the flood on ${path} exited with ${code}`)),
    )
  })
}

const statusesOf = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]))

// Bounded: each client probes 5 times a second (320 a second in all, far beyond any load balancer's
// few a second per node), the shape of a flood that the probes' cost, not the machine, should absorb.
const probeRate = 5

const rows = []
const problems = []
const servers = []
process.on('exit', () => {
  for (const server of servers) server.dispose()
})

async function measureStore(store, env) {
  const server = await startProductionServer({
    // Every post its own visitor, the site-wide caps lifted: the bench measures latency, not the limits.
    env: { TRUST_PROXY: 'true', CONTACT_MAX_PER_MINUTE: '1000000', CONTACT_MAX_PENDING: '1000000', ...env },
    path: '/readyz',
  })
  servers.push(server)
  try {
    // Each measured alone, then beside the probes: page and contact apart, so neither is the other's load.
    let readyzRun
    for (const target of measured) {
      // Unrecorded: the first answers of a fresh process wait on compilation, not on anything measured.
      await load(server.origin, target, 3)
      // Alone, beside the floor (the same flood on /healthz, which checks nothing: what any 320 requests
      // a second cost this process on two cores) and beside the /readyz flood, in rounds whose order
      // turns, so that a drift of the machine or the process over the run falls on all three alike.
      const runs = { alone: [], '/healthz': [], '/readyz': [] }
      const floods = { '/healthz': [], '/readyz': [] }
      const kinds = Object.keys(runs)
      for (let round = 0; round < rounds; round++) {
        for (let index = 0; index < kinds.length; index++) {
          const kind = kinds[(index + round) % kinds.length]
          if (kind === 'alone') {
            runs.alone.push(await load(server.origin, target, slice))
            continue
          }
          const [visitors, flooding] = await Promise.all([
            load(server.origin, target, slice),
            flood(server.origin, kind, slice),
          ])
          runs[kind].push(visitors)
          floods[kind].push(flooding)
        }
      }
      const before = combined(runs.alone)
      const floor = combined(runs['/healthz'])
      const after = combined(runs['/readyz'])
      readyzRun ??= combined(floods['/readyz'])
      // At the lowest priority the flood must still be a flood: nearly all of its requests sent.
      for (const path of ['/healthz', '/readyz']) {
        const sent = combined(floods[path]).requests.total
        if (sent < 0.9 * probes * probeRate * duration)
          problems.push(`${store} ${path} flood beside ${target.name}: only ${sent} requests`)
      }
      const expected = target.name === 'page' ? '200' : '202'
      for (const [label, result] of [
        ['alone', before],
        ['with /healthz load', floor],
        ['with /readyz load', after],
      ]) {
        const other = Object.entries(statusesOf(result)).filter(([code]) => code !== expected)
        if (other.length > 0 || result.errors > 0 || result.requests.total === 0)
          problems.push(
            `${store} ${target.name} ${label}: ${JSON.stringify(statusesOf(result))}, ${result.errors} errors`,
          )
      }
      rows.push({
        store,
        measured: target.name,
        'mean ms': before.latency.mean,
        'mean ms, /readyz load': after.latency.mean,
        'mean ×': Number((after.latency.mean / before.latency.mean).toFixed(2)),
        'mean ms, /healthz load': floor.latency.mean,
        'mean × /healthz': Number((after.latency.mean / floor.latency.mean).toFixed(2)),
        'p99 ms': before.latency.p99,
        'p99 ms, /readyz load': after.latency.p99,
        'p99 ×': Number((after.latency.p99 / Math.max(1, before.latency.p99)).toFixed(2)),
      })
    }
    const probed = { readyz: readyzRun }
    const readyz = statusesOf(probed.readyz)
    if (Object.keys(readyz).some((code) => code !== '200'))
      problems.push(`${store} /readyz: ${JSON.stringify(readyz)}`)
    rows.push({
      store,
      measured: `/readyz (${probes} clients)`,
      'mean ms, /readyz load': probed.readyz.latency.mean,
      'p99 ms, /readyz load': probed.readyz.latency.p99,
      requests: probed.readyz.requests.total,
    })
  } finally {
    await server.stop()
  }
}

let postgres
try {
  await measureStore('SQLite', {})
  if (withPostgres) {
    const { startPostgres } = await loadPostgresHelper()
    postgres = await startPostgres({ fsync: true })
    await measureStore('PostgreSQL', { DATABASE_URL: await postgres.createDatabase() })
  }
} catch (error) {
  problems.push(`Benchmark failed: ${error instanceof Error ? error.message : error}`)
  for (const server of servers) if (server.log()) console.error(server.log())
} finally {
  await postgres?.stop()
}

const title = `Page and contact latency (4 connections each) alone, then with ${probes} clients on /readyz (${probeRate}/s each), ${duration} s each, loopback`
console.log(title)
console.table(rows)
for (const problem of problems) console.error(problem)
writeBenchResult('readiness', {
  title,
  figures: rows
    .filter((row) => row['mean ×'] !== undefined)
    .flatMap((row) => [
      {
        figure: `${row.measured} latency under /readyz load (${row.store})`,
        value: row['mean ×'],
        unit: `× mean (${row['mean ms']} → ${row['mean ms, /readyz load']} ms), p99 ×${row['p99 ×']}`,
        target: '≤ 1.2',
        ok: row['mean ×'] <= 1.2,
      },
      {
        figure: `${row.measured} latency under /readyz load against the same load on /healthz (${row.store})`,
        value: row['mean × /healthz'],
        unit: `× mean (${row['mean ms, /healthz load']} → ${row['mean ms, /readyz load']} ms)`,
        target: '≤ 1.2',
        ok: row['mean × /healthz'] <= 1.2,
      },
    ]),
  rows,
})
for (const server of servers) server.dispose()
process.exit(problems.length > 0 ? 1 : 0)

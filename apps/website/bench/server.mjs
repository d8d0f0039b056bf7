#!/usr/bin/env node
// Server throughput, measured as ratios in one run (these machines are shared and noisy):
//   - a prerendered page from the production server (served from memory to a visitor without cookies),
//     against a minimal static file server serving the same HTML;
//   - the same page for a returning visitor (preference cookie: rendered per request);
//   - the server-rendered 404 page.
// Loopback only, bounded in time. Needs `pnpm build` first. Prints a table; never fails on speed.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { freePort, startProductionServer, waitUntilAnswers } from '../scripts/production-server.mjs'

const root = join(import.meta.dirname, '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 2)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const page = '/o-nas'

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration: seconds, headers: { 'accept-language': 'sl', ...headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const server = await startProductionServer({ path: page })
const { origin, dataDir } = server
try {
  const html = await (await fetch(`${origin}${page}`)).text()
  const htmlFile = join(dataDir, 'page.html')
  writeFileSync(htmlFile, html)
  // The floor: the same bytes from the simplest possible server, in a process of its own like the
  // production server (autocannon runs in this one).
  const floorPort = await freePort()
  const floor = spawn(
    process.execPath,
    [
      '-e',
      `const html = require('node:fs').readFileSync(${JSON.stringify(htmlFile)});
       require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); s.end(html) })
         .listen(${floorPort}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  )
  await waitUntilAnswers(`http://127.0.0.1:${floorPort}/`)

  // Rounds alternate between the targets, so a neighbour's load on this shared machine falls on all
  // of them alike; each figure is the median round.
  const targets = [
    ['static file server (floor)', `http://127.0.0.1:${floorPort}/`],
    [`production server ${page} (prerendered)`, `${origin}${page}`],
    [
      `production server ${page} (preference cookie: rendered)`,
      `${origin}${page}`,
      { cookie: 'a11y-preferences=v%3D1' },
    ],
    ['production server 404 (rendered)', `${origin}/ni-take-strani`],
  ]
  const results = targets.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, url, headers]] of targets.entries()) results[index].push(await run(url, headers))
  }
  const rows = targets.map(([name], index) => {
    const byRps = results[index].sort((x, y) => x.requests.average - y.requests.average)
    const median = byRps[Math.floor(byRps.length / 2)]
    return {
      name,
      rps: Math.round(median.requests.average),
      p99: median.latency.p99,
      errors: byRps.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
      non2xx: byRps.reduce((sum, result) => sum + result.non2xx, 0),
      '5xx': byRps.reduce((sum, result) => sum + (result['5xx'] ?? 0), 0),
    }
  })
  floor.kill('SIGTERM')
  const floorRps = rows[0].rps
  console.log(
    `Server throughput (median of ${rounds} alternating rounds of ${seconds} s, 10 connections, loopback)`,
  )
  console.log('| what | req/s | p99 ms | ratio to floor | 5xx |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p99} | ${(row.rps / floorRps).toFixed(2)} | ${row['5xx']} |`,
    )
  }
  writeFileSync(join(root, 'dist/bench-server.json'), `${JSON.stringify(rows, null, 2)}\n`)
  writeBenchResult('server', {
    title: `Server throughput (median of ${rounds} alternating rounds of ${seconds} s, 10 connections, loopback)`,
    figures: rows.map((row) => ({ figure: row.name, value: row.rps, unit: `req/s, p99 ${row.p99} ms` })),
    rows,
  })
} finally {
  server.dispose()
}

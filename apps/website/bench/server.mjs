#!/usr/bin/env node
// Server throughput, measured as ratios in one run (these machines are shared and noisy):
//   - a prerendered page from the production server (the build's file, to a visitor without cookies),
//     against a minimal static file server serving the same HTML;
//   - the same page for a returning visitor (preference cookie: rendered per request);
//   - the server-rendered 404 page.
// Loopback only, bounded in time. Needs `pnpm build` first. Prints a table; never fails on speed.
//
// BENCH_AGAINST=<built checkout or git ref> (see support/compare.mjs) also starts the baseline's production
// server and adds its three targets to the same alternating rounds, against the same floor (the
// floor serves this build's HTML); each figure then gets the baseline's value, the ratio and a
// verdict (better / same / worse, "same" within the spread of the rounds or 5 %).
// BENCH_SECONDS (per round, default 2) and BENCH_RUNS (rounds, default 3; 5 or more give a better
// noise estimate when comparing).
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { freePort, startProductionServer, waitUntilAnswers } from '../scripts/production-server.mjs'
import { baselineOrExit, formatComparison, judge, median, shown, tally } from './support/compare.mjs'

const seconds = Number(process.env.BENCH_SECONDS ?? 2)
const rounds = Number(process.env.BENCH_RUNS ?? 3)
const page = '/o-nas'

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration: seconds, headers: { 'accept-language': 'sl', ...headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const baseline = baselineOrExit()
const server = await startProductionServer({ path: page })
const { origin, dataDir } = server
const baselineServer = baseline
  ? await startProductionServer({ path: page, root: baseline.websiteDir })
  : undefined
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
  // of them alike; each figure is the median of the rounds.
  const serverTargets = (base) => [
    [`production server ${page} (prerendered)`, `${base}${page}`],
    [
      `production server ${page} (preference cookie: rendered)`,
      `${base}${page}`,
      { cookie: 'a11y-preferences=v%3D1' },
    ],
    ['production server 404 (rendered)', `${base}/ni-take-strani`],
  ]
  const targets = [
    ['static file server (floor)', `http://127.0.0.1:${floorPort}/`],
    ...serverTargets(origin),
    ...(baselineServer
      ? serverTargets(baselineServer.origin).map(([name, ...rest]) => [`${name} [baseline]`, ...rest])
      : []),
  ]
  const results = targets.map(() => [])
  for (let round = 0; round < rounds; round++) {
    // With a baseline, every other round visits the targets in reverse order, so neither build always
    // runs right after the other.
    const order = [...targets.keys()]
    if (baselineServer && round % 2 === 1) order.reverse()
    for (const index of order) {
      const [, url, headers] = targets[index]
      results[index].push(await run(url, headers))
    }
  }
  const rows = targets.map(([name], index) => {
    const measured = results[index]
    const samples = measured.map((result) => Math.round(result.requests.average))
    return {
      name,
      rps: Math.round(median(samples)),
      p99: median(measured.map((result) => result.latency.p99)),
      samples,
      errors: measured.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
      non2xx: measured.reduce((sum, result) => sum + result.non2xx, 0),
      '5xx': measured.reduce((sum, result) => sum + (result['5xx'] ?? 0), 0),
    }
  })
  floor.kill('SIGTERM')
  const floorRps = rows[0].rps
  const title = `Server throughput (median of ${rounds} alternating rounds of ${seconds} s, 10 connections, loopback)`
  console.log(title)
  const thisRows = rows.slice(0, 4)
  const baseRows = baselineServer ? rows.slice(4) : []
  console.log('| what | req/s | p99 ms | ratio to floor | 5xx |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const row of thisRows) {
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p99} | ${(row.rps / floorRps).toFixed(2)} | ${row['5xx']} |`,
    )
  }
  // The three server figures of this build against the baseline's (req/s, higher is better), each the
  // median of the rounds as in the table above.
  const comparisons = baseRows.map((baseRow, index) => {
    const thisRow = thisRows[index + 1]
    return {
      name: thisRow.name,
      rps: judge({
        baseline: baseRow.samples,
        current: thisRow.samples,
        better: 'higher',
        minRel: 0.05,
      }),
      floorRatio: { baseline: baseRow.rps / floorRps, current: thisRow.rps / floorRps },
      p99: { baseline: baseRow.p99, current: thisRow.p99 },
      '5xx': { baseline: baseRow['5xx'], current: thisRow['5xx'] },
    }
  })
  if (baseline) {
    console.log(`\nAgainst the baseline ${baseline.label}, same rounds, same floor (${floorRps} req/s):`)
    console.log(
      '| what | baseline req/s | this req/s | ratio | baseline / this to floor | p99 ms baseline / this | verdict |',
    )
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
    for (const { name, rps, floorRatio, p99 } of comparisons) {
      console.log(
        `| ${name} | ${rps.baseline} | ${rps.current} | ${shown(rps.ratio, 2)} | ${floorRatio.baseline.toFixed(2)} / ${floorRatio.current.toFixed(2)} | ${p99.baseline} / ${p99.current} | ${rps.verdict} (noise ±${Math.round(rps.noise ?? 0)}) |`,
      )
    }
    const counts = tally(comparisons.map((comparison) => comparison.rps))
    console.log(
      `${counts.better} better, ${counts.same} same, ${counts.worse} worse (req/s; raw rounds in the JSON)`,
    )
  }
  writeBenchResult('server', {
    title,
    figures: thisRows.map((row, index) => {
      const comparison = index > 0 ? comparisons[index - 1] : undefined
      return {
        figure: row.name,
        value: row.rps,
        unit: `req/s, p99 ${row.p99} ms`,
        ...(comparison && {
          baseline: comparison.rps.baseline,
          comparison: formatComparison(comparison.rps),
          verdict: comparison.rps.verdict,
        }),
      }
    }),
    ...(baseline && { baseline: { label: baseline.label, rows: baseRows }, comparisons }),
    rows: thisRows,
  })
} finally {
  server.dispose()
  baselineServer?.dispose()
}

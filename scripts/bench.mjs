#!/usr/bin/env node
// `pnpm bench`: runs every benchmark script of the workspace and prints its figures. Benchmarks print
// numbers and ratios measured in one run; they never fail a build on timing (shared, noisy machines).
// A benchmark is any `bench/*.mjs` file in a package or app; each prints its own table and hands its
// figures over as JSON (scripts/bench-result.mjs: this script sets BENCH_JSON to a file per script).
// At the end the figures of every benchmark go into one summary table and one file,
// .bench/results.json. BENCH_ONLY=<substring> runs only the scripts whose path contains it (their
// entries in .bench/results.json are replaced, the others kept).
// BENCH_AGAINST=<a built checkout of this repository, or a git ref> reaches the scripts that support
// it (the website's pages, traces, Lighthouse, server and navigation benchmarks): they measure that baseline and this
// build alternately in the same run, and their figures carry the baseline's value and a verdict
// (better / same / worse), which the summary shows in two more columns.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const outDir = join(root, '.bench')
const resultsFile = join(outDir, 'results.json')
const only = process.env.BENCH_ONLY ?? ''

const scripts = []
for (const group of ['packages', 'apps']) {
  for (const dir of readdirSync(join(root, group))) {
    const benchDir = join(root, group, dir, 'bench')
    if (!existsSync(benchDir)) continue
    for (const file of readdirSync(benchDir).sort())
      if (file.endsWith('.mjs')) scripts.push(relative(root, join(benchDir, file)))
  }
}

if (scripts.length === 0) {
  console.log('No benchmarks yet: add a bench/*.mjs script to a package or app.')
  process.exit(0)
}
const selected = scripts.filter((script) => script.includes(only))
if (selected.length === 0) {
  console.error(`BENCH_ONLY=${only} matches no benchmark. There are: ${scripts.join(', ')}`)
  process.exit(1)
}

const partsDir = join(outDir, 'parts')
mkdirSync(partsDir, { recursive: true })
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
// Entries of scripts that still exist and were not run now stay as they were.
const benchmarks = Object.fromEntries(
  Object.entries(previous.benchmarks ?? {}).filter(([script]) => scripts.includes(script)),
)

let failed = 0
for (const script of selected) {
  console.log(`\n=== ${script}`)
  const jsonFile = join(partsDir, `${script.replaceAll(/[^\w.-]+/g, '_')}.json`)
  rmSync(jsonFile, { force: true })
  const started = Date.now()
  const result = spawnSync(process.execPath, [script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_JSON: jsonFile },
  })
  const seconds = Math.round((Date.now() - started) / 1000)
  if (result.status !== 0) failed++
  const figures = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : undefined
  benchmarks[script] = {
    exitCode: result.status,
    seconds,
    ...(figures ?? {
      name: script,
      error: 'the script wrote no figures',
      measuredAt: new Date().toISOString(),
    }),
  }
}

const results = {
  updatedAt: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model },
  benchmarks: Object.fromEntries(
    scripts.filter((script) => benchmarks[script]).map((s) => [s, benchmarks[s]]),
  ),
}
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)

// One table with the headline figures of every benchmark.
const rows = []
// The baseline columns appear when a figure of this summary was compared with a baseline.
const compared = Object.values(results.benchmarks).some((entry) =>
  (entry.figures ?? []).some((figure) => figure.baseline !== undefined),
)
for (const [script, entry] of Object.entries(results.benchmarks)) {
  const name = entry.name ?? script
  const stale = selected.includes(script) ? '' : ` (from ${entry.measuredAt})`
  const against = entry.baseline?.label ? ` (vs ${entry.baseline.label})` : ''
  if (entry.error)
    rows.push([name + stale, entry.error, '', '', `exit ${entry.exitCode}`, ...(compared ? ['', ''] : [])])
  for (const figure of entry.figures ?? []) {
    rows.push([
      name + stale,
      figure.figure,
      `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`,
      figure.target === undefined ? '' : `${figure.target}`,
      figure.ok === undefined ? '' : figure.ok ? 'ok' : 'MISSED',
      ...(compared
        ? [
            figure.baseline === undefined ? '' : `${figure.baseline}${against}`,
            figure.verdict === undefined ? '' : figure.verdict,
          ]
        : []),
    ])
  }
}
const headers = [
  'benchmark',
  'figure',
  'value',
  'target',
  'verdict',
  ...(compared ? ['baseline', 'vs baseline'] : []),
]
const widths = headers.map((header, column) =>
  Math.max(header.length, ...rows.map((row) => row[column].length)),
)
const line = (cells) =>
  cells
    .map((cell, column) => cell.padEnd(widths[column]))
    .join('  ')
    .trimEnd()
console.log('\n=== Summary')
console.log(line(headers))
console.log(line(widths.map((width) => '-'.repeat(width))))
for (const row of rows) console.log(line(row))
console.log(`\nAll figures: ${relative(process.cwd(), resultsFile) || resultsFile}`)
process.exit(failed === 0 ? 0 : 1)

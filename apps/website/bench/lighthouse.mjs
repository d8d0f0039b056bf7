#!/usr/bin/env node
// `pnpm bench` (Lighthouse): the second opinion beside bench/pages.mjs (the real-browser yardstick).
// Every template of the website in both languages, as a first-time visitor (no cookies: the consent
// banner shows), with Lighthouse's default mobile settings (simulated throttling) and again with
// DevTools throttling applied to the load (150 ms, 1.6 / 0.75 Mbit/s, 4× CPU: performance ≥ 95), in
// the system Chromium. These machines are slow and shared, so a floor — a static HTML
// page with a heading and text and no JavaScript, served by a bare node:http server — is measured in
// the same run, before and after the pages, and every page is judged against it:
//   - 100 in performance, accessibility, best practices and SEO (the 404 page may miss SEO, and best
//     practices only for the browser reporting the page's own 404 status in the console, which is the
//     right answer for a page that does not exist);
//   - LCP ≤ max(1.5 s, 2 × floor LCP); TBT ≤ floor TBT + 50 ms; CLS ≤ 0.02;
//   - ≤ 100 KB of JavaScript (gzip) on first load.
// "JS KB gz" and "CSS KB gz" are the gzip -9 sizes of every script and stylesheet the page fetched
// while Lighthouse watched it load (prefetches of linked pages included); the JSON also has the bytes
// as transferred. Prints a table, the floor, and the audits that keep a page from its targets; writes the figures as
// JSON (see scripts/bench-result.mjs). Never fails on the figures; fails only when it cannot measure.
//
// Needs `pnpm build` first. Environment: BENCH_RUNS (Lighthouse runs per page, the median run is kept;
// default 1, 3 with BENCH_AGAINST), BENCH_PAGES (comma-separated substrings of paths or route ids: measure only those pages),
// BENCH_LHR_DIR (a folder to keep every full Lighthouse report in), BENCH_BLOCK (comma-separated URL patterns Chromium refuses, e.g. `*.js` or `*.woff2`: what a page
// would score without them), CHROMIUM_PATH (default /usr/bin/chromium).
//
// BENCH_AGAINST=<built checkout or git ref> (see support/compare.mjs): the baseline's production server
// runs beside this build's, and every page is measured on both alternately (page by page, run by run,
// the side that goes first alternating), against the same floor. The table of this build stays as
// it is; a second table gives, per page, performance score, LCP, TBT, CLS and first-load JavaScript
// as baseline → this with a verdict (better / same / worse: "same" within the spread of the runs,
// or at least 1 point, 50 ms or 5 % LCP, 20 ms TBT, 0.005 CLS, 0.5 KB). With one run per side only
// those minima decide, and chance can be called worse; so with BENCH_AGAINST, BENCH_RUNS defaults to
// 3, which gives each verdict a measured spread (and takes about six times a single-build run).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'
import { startProductionServer } from '../scripts/production-server.mjs'
import { baselineOrExit, formatComparison, judge, median, tally } from './support/compare.mjs'
import { acceptLanguage, sitePages, startFloor } from './support/site.mjs'

// Against a baseline, three runs per page and side by default: the verdicts need the spread of
// repeated runs (on a loaded machine one run of the same build can differ from the next by 200 ms LCP).
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? (process.env.BENCH_AGAINST?.trim() ? 3 : 1)) || 1)
const reportDir = process.env.BENCH_LHR_DIR ? resolve(process.env.BENCH_LHR_DIR) : undefined
if (reportDir) mkdirSync(reportDir, { recursive: true })
const blockedUrlPatterns = (process.env.BENCH_BLOCK ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean)

let chromePath
try {
  chromePath = chromiumPath()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

const lighthouseVersion = JSON.parse(
  readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8'),
).version
// The second mode: the throttling applied to the real page load by DevTools, on the link of the
// real-browser yardstick (bench/pages.mjs), rather than Lighthouse's estimate from an unthrottled load.
const devtoolsMode = {
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: 150,
    downloadThroughputKbps: 1600,
    uploadThroughputKbps: 750,
    cpuSlowdownMultiplier: 4,
  },
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const target = {
  devtoolsPerformance: 95,
  lcpMinMs: 1500,
  lcpFloorFactor: 2,
  tbtOverFloorMs: 50,
  cls: 0.02,
  jsGzipKb: 100,
}

const selected = sitePages()
const floor = await startFloor()
const floorUrl = floor.url

const baseline = baselineOrExit()
const server = await startProductionServer({ path: '/' })
const { origin } = server
const baselineServer = baseline
  ? await startProductionServer({ path: '/', root: baseline.websiteDir })
  : undefined

let chrome
function cleanUp() {
  server.dispose()
  baselineServer?.dispose()
  floor.close()
  try {
    chrome?.kill()
  } catch {}
}
process.on('exit', cleanUp)
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

// --- Measuring --------------------------------------------------------------------------------------
const gzipCache = new Map()
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    gzipCache.set(url, gzipSync(body, { level: 9 }).length)
  }
  return gzipCache.get(url)
}

// The audits that cost a category points: weighted and below a full score.
function failingAudits(lhr) {
  const failing = {}
  for (const category of categories) {
    const ids = lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id)
    if (ids.length) failing[category] = ids
  }
  return failing
}

// Performance hints (unweighted audits that estimate savings), for pages that miss LCP or TBT.
function performanceHints(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        (audit.metricSavings?.LCP || audit.metricSavings?.TBT || audit.metricSavings?.CLS),
    )
    .map((audit) => ({ id: audit.id, displayValue: audit.displayValue, metricSavings: audit.metricSavings }))
}

async function summarize(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? []
  const bytes = { Script: { transfer: 0, gzip: 0, count: 0 }, Stylesheet: { transfer: 0, gzip: 0, count: 0 } }
  for (const request of requests) {
    const sum = bytes[request.resourceType]
    if (!sum || !(request.statusCode >= 200 && request.statusCode < 400)) continue
    sum.count++
    sum.transfer += request.transferSize ?? 0
    sum.gzip += request.url.startsWith('http') ? await gzipSize(request.url) : 0
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? []
  return {
    url: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.code,
    scores: Object.fromEntries(
      categories.map((category) => [
        category,
        lhr.categories[category].score === null ? null : Math.round(lhr.categories[category].score * 100),
      ]),
    ),
    lcpMs: metric(lhr, 'largest-contentful-paint', Math.round),
    tbtMs: metric(lhr, 'total-blocking-time', Math.round),
    cls: metric(lhr, 'cumulative-layout-shift', (value) => Number(value.toFixed(3))),
    fcpMs: metric(lhr, 'first-contentful-paint', Math.round),
    auditErrors: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => `${audit.id}: ${audit.errorMessage}`),
    js: { ...bytes.Script, transferKb: kb(bytes.Script.transfer), gzipKb: kb(bytes.Script.gzip) },
    css: {
      ...bytes.Stylesheet,
      transferKb: kb(bytes.Stylesheet.transfer),
      gzipKb: kb(bytes.Stylesheet.gzip),
    },
    failingAudits: failingAudits(lhr),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
    performanceHints: performanceHints(lhr),
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : undefined,
    layoutShifts: shifts.map((item) => ({ score: item.score, node: item.node?.selector })),
  }
}

const metricIds = [
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'first-contentful-paint',
]
/** A metric's value, or null when Lighthouse could not compute it (its audit errored). */
function metric(lhr, id, round) {
  const value = lhr.audits[id]?.numericValue
  return typeof value === 'number' ? round(value) : null
}
const complete = (lhr) => !lhr.runtimeError && metricIds.every((id) => metric(lhr, id, Number) !== null)

const kb = (bytes) => Math.round(bytes / 102.4) / 10

let reportCount = 0
/** One Lighthouse run; on a loaded machine a run sometimes ends without a metric (an audit errors): run it again, twice at most. */
async function runLighthouse(url, options = {}, label = '') {
  let lhr
  for (let retries = 0; retries <= 2; retries++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      blockedUrlPatterns,
      ...options,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (reportDir) {
      reportCount++
      const name = `${String(reportCount).padStart(2, '0')}${label}${new URL(url).pathname.replaceAll('/', '_')}.json`
      writeFileSync(join(reportDir, name), result.report)
    }
    lhr = result.lhr
    if (complete(lhr)) break
  }
  return lhr
}

/** The median run of the given runs, summarized. */
function medianRun(lhrs) {
  const valid = lhrs.filter(complete)
  return summarize(valid.length > 1 ? computeMedianRun(valid) : (valid[0] ?? lhrs[0]))
}

async function measure(url, options = {}) {
  const lhrs = []
  for (let i = 0; i < runs; i++) lhrs.push(await runLighthouse(url, options))
  return medianRun(lhrs)
}

/**
 * The same page on this build and on the baseline, alternately: run by run, the side that goes first
 * alternating (and starting with the other side on every other page). Returns the median run of each
 * side and every run's summary (the samples the verdicts are judged on).
 */
async function measureBoth(path, options, pageIndex) {
  const origins = { current: origin, baseline: baselineServer.origin }
  const lhrs = { current: [], baseline: [] }
  for (let i = 0; i < runs; i++) {
    const order = (i + pageIndex) % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline']
    for (const side of order) {
      lhrs[side].push(
        await runLighthouse(`${origins[side]}${path}`, options, side === 'baseline' ? '-baseline' : ''),
      )
    }
  }
  const summarizeAll = async (list) => {
    const rows = []
    for (const lhr of list.filter(complete)) rows.push(await summarize(lhr))
    return rows
  }
  return {
    row: await medianRun(lhrs.current),
    baselineRow: await medianRun(lhrs.baseline),
    samples: await summarizeAll(lhrs.current),
    baselineSamples: await summarizeAll(lhrs.baseline),
  }
}

/**
 * Whether a 404 page misses `category` only because the browser reports the page's own 404 status in
 * the console ("Failed to load resource: … status of 404"): that status is the right answer for a page
 * that does not exist, so it is no miss. Any other console error still is.
 */
function onlyOwnStatusInConsole(page, row, category) {
  return (
    page.id === 'notFound' &&
    row.failingAudits[category]?.join() === 'errors-in-console' &&
    row.consoleErrors.length > 0 &&
    row.consoleErrors.every((text) => text.includes('status of 404'))
  )
}

function verdict(page, row, limits) {
  const misses = []
  for (const category of categories) {
    const score = row.scores[category]
    if (score === 100) continue
    if (category === 'seo' && page.id === 'notFound') continue
    if (onlyOwnStatusInConsole(page, row, category)) continue
    misses.push(`${category} ${score}`)
  }
  for (const [name, value, limit] of [
    ['LCP', row.lcpMs, limits.lcpMs],
    ['TBT', row.tbtMs, limits.tbtMs],
    ['CLS', row.cls, target.cls],
  ]) {
    if (value === null) misses.push(`${name} not measured`)
    else if (value > limit) misses.push(`${name}>${limit}`)
  }
  if (row.js.gzipKb > target.jsGzipKb) misses.push(`JS>${target.jsGzipKb}KB`)
  if (row.runtimeError) misses.push(row.runtimeError)
  return misses
}

// --- Run --------------------------------------------------------------------------------------------
const started = Date.now()
const results = []
const floorRows = []
try {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  })
  floorRows.push(await measure(floorUrl))
  for (const [pageIndex, page] of selected.entries()) {
    process.stderr.write(`lighthouse ${page.path}${baselineServer ? ' (baseline and this build)' : ''}\n`)
    // The 404 page answers 404 on purpose: measure it rather than report a load error.
    // A visitor whose browser asks for the page's language (so `/` answers Slovenian, not a redirect).
    const options = {
      ignoreStatusCode: page.id === 'notFound',
      extraHeaders: { 'Accept-Language': acceptLanguage[page.locale] },
    }
    if (baselineServer) results.push({ page, ...(await measureBoth(page.path, options, pageIndex)) })
    else {
      const url = `${origin}${page.path}`
      results.push({
        page,
        row: await measure(url, options),
        devtools: await measure(url, { ...options, ...devtoolsMode }),
      })
    }
  }
  floorRows.push(await measure(floorUrl))
} catch (error) {
  console.error(`Lighthouse benchmark failed: ${error instanceof Error ? error.stack : error}`)
  if (server.log()) console.error(server.log())
  process.exit(1)
}
const seconds = Math.round((Date.now() - started) / 1000)

const floorFigures = {
  lcpMs: median(floorRows.map((row) => row.lcpMs)),
  tbtMs: median(floorRows.map((row) => row.tbtMs)),
  cls: median(floorRows.map((row) => row.cls)),
}
if (floorFigures.lcpMs === undefined || floorFigures.tbtMs === undefined) {
  console.error('The floor page could not be measured: nothing to judge the pages against.')
  process.exit(1)
}
const limits = {
  lcpMs: Math.round(Math.max(target.lcpMinMs, target.lcpFloorFactor * floorFigures.lcpMs)),
  tbtMs: Math.round(floorFigures.tbtMs + target.tbtOverFloorMs),
}
for (const result of results) {
  result.misses = verdict(result.page, result.row, limits)
  const devtoolsPerf = result.devtools?.scores.performance
  if (devtoolsPerf != null && devtoolsPerf < target.devtoolsPerformance)
    result.misses.push(`devtools perf ${devtoolsPerf}`)
  if (result.baselineRow) result.baselineMisses = verdict(result.page, result.baselineRow, limits)
}

// --- Against the baseline ---------------------------------------------------------------------------
// Per page and figure: the samples are the runs of each side; the figure is the median of the runs
// (the mean of two; it can differ from the first table, which shows Lighthouse's median run, chosen
// by FCP and TTI together), judged by the rules of support/compare.mjs.
const compared = [
  { key: 'performance', label: 'perf', pick: (row) => row.scores.performance, better: 'higher', minAbs: 1 },
  { key: 'lcpMs', label: 'LCP ms', pick: (row) => row.lcpMs, better: 'lower', minAbs: 50, minRel: 0.05 },
  { key: 'tbtMs', label: 'TBT ms', pick: (row) => row.tbtMs, better: 'lower', minAbs: 20 },
  { key: 'cls', label: 'CLS', pick: (row) => row.cls, better: 'lower', minAbs: 0.005, digits: 3 },
  {
    key: 'jsGzipKb',
    label: 'JS KB gz',
    pick: (row) => row.js.gzipKb,
    better: 'lower',
    minAbs: 0.5,
    digits: 1,
  },
]
if (baselineServer) {
  for (const result of results) {
    result.comparison = Object.fromEntries(
      compared.map(({ key, pick, better, minAbs, minRel }) => [
        key,
        judge({
          baseline: result.baselineSamples.map(pick),
          current: result.samples.map(pick),
          better,
          minAbs,
          minRel,
        }),
      ]),
    )
  }
}

const pad = (value, width, left = false) =>
  left ? String(value).padEnd(width) : String(value).padStart(width)
const scoreCell = (row) => categories.map((category) => pad(row.scores[category] ?? '–', 3)).join(' ')
console.log(
  `Lighthouse ${lighthouseVersion} mobile, simulated throttling and (single build) DevTools throttling on the yardstick's link, ${runs} run(s) per page and mode, median run kept; ${seconds} s` +
    (blockedUrlPatterns.length ? `; blocked: ${blockedUrlPatterns.join(', ')}` : ''),
)
console.log(
  `Floor (static HTML, no JS): LCP ${floorRows.map((row) => row.lcpMs).join(' / ')} ms, TBT ${floorRows
    .map((row) => row.tbtMs)
    .join(' / ')} ms (before / after the pages); scores ${floorRows.map(scoreCell).join(' / ')}`,
)
console.log(
  `Targets: scores 100 (404: SEO exempt), LCP ≤ ${limits.lcpMs} ms, TBT ≤ ${limits.tbtMs} ms, CLS ≤ ${target.cls}, JS ≤ ${target.jsGzipKb} KB gzip`,
)
console.log('')
const header = `${pad('page', 40, true)} perf a11y  bp seo  LCP ms  TBT ms    CLS  JS KB gz  CSS KB gz  devtools: perf  LCP ms  TBT ms  verdict`
console.log(header)
console.log('-'.repeat(header.length + 10))
for (const { page, row, devtools, misses } of results) {
  console.log(
    [
      pad(`${page.locale} ${page.path}`.slice(0, 40), 40, true),
      pad(row.scores.performance ?? '–', 4),
      pad(row.scores.accessibility ?? '–', 4),
      pad(row.scores['best-practices'] ?? '–', 3),
      pad(row.scores.seo ?? '–', 3),
      pad(row.lcpMs ?? '–', 7),
      pad(row.tbtMs ?? '–', 7),
      pad(row.cls?.toFixed(3) ?? '–', 6),
      pad(row.js.gzipKb.toFixed(1), 9),
      pad(row.css.gzipKb.toFixed(1), 10),
      pad(devtools?.scores.performance ?? '–', 15),
      pad(devtools?.lcpMs ?? '–', 7),
      pad(devtools?.tbtMs ?? '–', 7),
      ` ${misses.length ? misses.join(', ') : 'ok'}`,
    ].join(' '),
  )
}

if (baseline) {
  const cell = (comparison, digits = 0) =>
    comparison.verdict === 'unmeasured'
      ? '–'
      : `${comparison.baseline.toFixed(digits)}→${comparison.current.toFixed(digits)} ${comparison.verdict}`
  console.log(
    `\nAgainst the baseline ${baseline.label}, measured alternately in this run (baseline → this, verdict; ${runs} run(s) per page and side):`,
  )
  if (runs < 3)
    console.log(
      'With fewer than 3 runs per side the noise is only the per-figure minimum: read "better" and "worse" as hints.',
    )
  const widths = [40, 16, 22, 18, 22, 20]
  const line = (cells) => cells.map((text, index) => String(text).padEnd(widths[index])).join(' ')
  console.log(line(['page', ...compared.map(({ label }) => label)]))
  console.log('-'.repeat(widths.reduce((sum, width) => sum + width + 1, 0)))
  for (const { page, comparison } of results) {
    console.log(
      line([
        `${page.locale} ${page.path}`.slice(0, 40),
        ...compared.map(({ key, digits }) => cell(comparison[key], digits)),
      ]),
    )
  }
  const counts = tally(results.flatMap(({ comparison }) => Object.values(comparison)))
  const basePassed = results.filter(({ baselineMisses }) => baselineMisses.length === 0).length
  console.log(
    `${counts.better} better, ${counts.same} same, ${counts.worse} worse, ${counts.unmeasured} not measured; ` +
      `pages meeting every target: baseline ${basePassed}, this build ${results.filter(({ misses }) => misses.length === 0).length} of ${results.length}`,
  )
  const worse = results.filter(({ comparison }) =>
    Object.values(comparison).some(({ verdict }) => verdict === 'worse'),
  )
  for (const { page, comparison } of worse) {
    const which = compared
      .filter(({ key }) => comparison[key].verdict === 'worse')
      .map(({ key, label, digits }) => `${label} ${formatComparison(comparison[key], digits)}`)
    console.log(`  worse on ${page.locale} ${page.path}: ${which.join('; ')}`)
  }
}

// Why: each audit that costs points, with the pages it costs them on.
const byAudit = new Map()
for (const { page, row } of results) {
  for (const [category, ids] of Object.entries(row.failingAudits)) {
    for (const id of ids) {
      const key = `${category}: ${id}`
      byAudit.set(key, [...(byAudit.get(key) ?? []), `${page.locale} ${page.path}`])
    }
  }
}
if (byAudit.size) {
  console.log('\nAudits below a full score (category: audit id — pages):')
  for (const [key, where] of byAudit) console.log(`  ${key} — ${where.join(', ')}`)
}
const slow = results.filter(({ misses }) => misses.some((miss) => /^(LCP|TBT|CLS)/.test(miss)))
if (slow.length) {
  console.log('\nPages over an LCP, TBT or CLS limit:')
  for (const { page, row } of slow) {
    const hints = row.performanceHints.map((hint) => hint.id).join(', ') || 'none'
    console.log(
      `  ${page.locale} ${page.path}: LCP element ${row.lcpElement?.selector ?? '?'}; hints: ${hints}`,
    )
    if (row.cls > target.cls)
      for (const shift of row.layoutShifts.slice(0, 3))
        console.log(`    shift ${shift.score} at ${shift.node}`)
  }
}

const passed = results.filter(({ misses }) => misses.length === 0).length
/**
 * With a baseline, a summary figure (the worst page of this build against the worst page of the
 * baseline) gets the baseline's value and a verdict whose noise is the largest of the pages' noise
 * bands for that figure.
 */
const againstBaseline = (key, aggregate, pickFrom) => {
  if (!baselineServer || !key) return {}
  const noise = Math.max(0, ...results.map(({ comparison }) => comparison[key].noise ?? 0))
  const spec = compared.find((entry) => entry.key === key)
  const base = aggregate(results.map(({ baselineRow }) => pickFrom(baselineRow)))
  const cur = aggregate(results.map(({ row }) => pickFrom(row)))
  const comparison = judge({ baseline: [base], current: [cur], better: spec.better, minAbs: noise })
  return {
    baseline: base,
    comparison: formatComparison(comparison, spec.digits ?? 0),
    verdict: comparison.verdict,
  }
}
const worstOf = (values) => (values.includes(null) ? null : Math.max(...values))
const most = (pick, limit, figure, unit, key) => {
  const value = worstOf(results.map(({ row }) => pick(row)))
  return {
    figure,
    value,
    unit,
    target: `≤ ${limit}${unit ? ` ${unit}` : ''}`,
    ok: value !== null && value <= limit,
    ...againstBaseline(key, worstOf, pick),
  }
}
const lowest = (category) => {
  // The 404 page may miss SEO, and best practices for its own 404 status in the console.
  const rows = results.filter(({ page }) => category !== 'seo' || page.id !== 'notFound')
  const scoreOf = (page, row) =>
    onlyOwnStatusInConsole(page, row, category) ? 100 : (row.scores[category] ?? 0)
  const value = Math.min(...rows.map(({ page, row }) => scoreOf(page, row)))
  const baselineValue = baselineServer
    ? Math.min(...rows.map(({ page, baselineRow }) => scoreOf(page, baselineRow)))
    : undefined
  return {
    figure: `lowest ${category} score`,
    value,
    target: '100',
    ok: value === 100,
    ...(baselineValue !== undefined && {
      baseline: baselineValue,
      verdict: value > baselineValue ? 'better' : value < baselineValue ? 'worse' : 'same',
    }),
  }
}
const counts = baselineServer
  ? tally(results.flatMap(({ comparison }) => Object.values(comparison)))
  : undefined
const file = writeBenchResult('lighthouse', {
  title: 'Lighthouse, every template in both languages, against a static floor page',
  figures: [
    { figure: 'floor LCP', value: floorFigures.lcpMs, unit: 'ms' },
    { figure: 'floor TBT', value: floorFigures.tbtMs, unit: 'ms' },
    {
      figure: 'pages meeting every target',
      value: passed,
      unit: `of ${results.length}`,
      target: `${results.length}`,
      ok: passed === results.length,
    },
    ...categories.map(lowest),
    most((row) => row.lcpMs, limits.lcpMs, 'worst LCP', 'ms', 'lcpMs'),
    most((row) => row.tbtMs, limits.tbtMs, 'worst TBT', 'ms', 'tbtMs'),
    most((row) => row.cls, target.cls, 'worst CLS', undefined, 'cls'),
    most((row) => row.js.gzipKb, target.jsGzipKb, 'most JS on first load', 'KB gzip', 'jsGzipKb'),
    ...(counts
      ? [
          {
            figure: 'page figures worse than the baseline',
            value: counts.worse,
            unit: `of ${counts.better + counts.same + counts.worse + counts.unmeasured} (${counts.better} better)`,
            target: '0',
            ok: counts.worse === 0,
          },
        ]
      : []),
  ],
  runs,
  seconds,
  blockedUrlPatterns,
  targets: { ...target, ...limits },
  floor: { ...floorFigures, runs: floorRows },
  pages: results.map(({ page, row, devtools, misses }) => ({ ...page, ...row, devtools, misses })),
  ...(baseline && {
    baseline: {
      label: baseline.label,
      pages: results.map(({ page, baselineRow, baselineMisses, comparison, samples, baselineSamples }) => ({
        ...page,
        ...baselineRow,
        misses: baselineMisses,
        comparison,
        samples: {
          current: samples.map((row) =>
            Object.fromEntries(compared.map(({ key, pick }) => [key, pick(row)])),
          ),
          baseline: baselineSamples.map((row) =>
            Object.fromEntries(compared.map(({ key, pick }) => [key, pick(row)])),
          ),
        },
      })),
    },
  }),
})
console.log(`\n${passed} of ${results.length} pages meet every target. JSON: ${file}`)
process.exit(0)

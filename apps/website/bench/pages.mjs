#!/usr/bin/env node
// `pnpm bench` (pages): the yardstick of the site's speed (apps/website/SPEED.md). Every page template
// in both languages, loaded cold (a fresh browser context: no cache, no cookies; a phone-sized window)
// in the system Chromium with DevTools throttling (4× CPU; 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up), BENCH_LOADS times each (default 5), in rounds that rotate the order; the floor, a
// static page without JavaScript, and the React floor, the same page with react-dom hydrating one
// paragraph (what any React page costs at the least), are loaded in every round too. Per page, the
// medians of:
//   FCP, LCP       first and largest contentful paint;
//   hydrated       when React has hydrated the whole page (the layout sets <html data-hydrated>);
//   ready          when the page responds to input: the end of the last long animation frame after
//                  the first paint (the first paint itself when there is none);
//   longest, long  after the first paint, the longest blocking stretch (a long task with the
//                  rendering it caused: support/site.mjs, longestBlock) and the sum of the long
//                  animation frames' durations (ms);
//   TBT            total blocking time: what the long tasks after the first paint, their rendering
//                  included, hold the main thread past 50 ms each (Lighthouse's sum, here over the
//                  whole load);
//   JS KB, font KB the page's scripts (gzip -9, as the 100 KB budget counts them) and font files;
//   CSS            the stylesheet requests of the page (each one holds the first paint);
//   HTML KB        the page's HTML as sent (compressed as the browser asked).
// A load ends once the page has hydrated and no long animation frame came for 2 s. Targets: LCP ≤ 2×
// the floor's in the same run, the longest task no longer than the React floor's, JavaScript ≤ 100 KB.
// The floor says what the link and the machine cost any page at the time; the React floor's longest
// task, what React's own evaluation costs before a page's code does anything.
//
// Needs `pnpm build` first. BENCH_LOADS, BENCH_PAGES (parts of paths or ids: only those pages) and
// BENCH_AGAINST (support/compare.mjs: a baseline build measured alternately, load by load, with a
// verdict per figure).
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'
import { websiteRoot } from '../scripts/production-server.mjs'
import { baselineOrExit, formatComparison, judge, median, shown, tally } from './support/compare.mjs'
import { evaluate } from './support/devtools.mjs'
import {
  blockingTime,
  failedLoads,
  framesAfterPaint,
  loadAlternately,
  longestBlock,
  recordTimings,
  sitePages,
  startFloor,
  startReactFloor,
  startSiteServers,
  throttledPhone,
} from './support/site.mjs'

const loads = Math.max(1, Number(process.env.BENCH_LOADS ?? 5) || 5)
const target = { lcpToFloor: 2, longestToReactFloor: 1, jsKb: 100 }

const sizeCache = new Map()
/** The bytes of the files at `urls` (gzip -9 of each when `gzip`, as the JavaScript budget counts them). */
async function sizes(urls, gzip) {
  let sum = 0
  for (const url of urls) {
    if (!sizeCache.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer())
      sizeCache.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
    }
    sum += sizeCache.get(url)[gzip ? 'gzip' : 'raw']
  }
  return sum
}

/** One cold load of `url`: the figures of one sample. */
async function load(browser, url, locale, { hydrates }) {
  const { context, page, cdp } = await throttledPhone(browser, locale)
  try {
    const fetched = { Script: new Set(), Font: new Set(), Stylesheet: new Set() }
    let documentRequest = null
    let htmlBytes = null
    cdp.on('Network.responseReceived', ({ type, response, requestId }) => {
      if (type in fetched && response.status === 200) fetched[type].add(response.url)
      if (type === 'Document' && documentRequest === null) documentRequest = requestId
    })
    // The document's bytes on the wire (headers included, compressed as sent).
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (requestId === documentRequest) htmlBytes = encodedDataLength
    })
    await page.addInitScript(recordTimings)
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 })
    // Read through CDP, not page.evaluate: Playwright's first evaluate injects its own utility script
    // into the page, a long task of 50–110 ms at 4× CPU that the page did not cause.
    const read = (expression) => evaluate(cdp, expression)
    // Quiet: hydrated (where the page hydrates) and no long animation frame for 2 s; at most 30 s.
    const started = Date.now()
    for (;;) {
      const state = await read(`(() => {
        const { hydrated, frames } = window.__bench
        const lastFrameEnd = Math.max(0, ...frames.map(([start, duration]) => start + duration))
        return { hydrated, sinceLastFrame: performance.now() - lastFrameEnd }
      })()`)
      if ((!hydrates || state.hydrated !== null) && state.sinceLastFrame > 2000) break
      if (Date.now() - started > 30_000) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const bench = await read('window.__bench')
    const afterPaint = framesAfterPaint(bench)
    const ends = afterPaint.map(([start, duration]) => start + duration)
    return {
      fcp: bench.fcp,
      lcp: bench.lcp,
      hydrated: bench.hydrated,
      ready: bench.fcp === null ? null : Math.max(bench.fcp, ...ends),
      longest: longestBlock(afterPaint),
      long: afterPaint.reduce((sum, [, duration]) => sum + duration, 0),
      tbt: blockingTime(afterPaint),
      jsKb: (await sizes([...fetched.Script], true)) / 1024,
      fontKb: (await sizes([...fetched.Font], false)) / 1024,
      css: fetched.Stylesheet.size,
      htmlKb: htmlBytes === null ? null : htmlBytes / 1024,
    }
  } finally {
    await context.close()
  }
}

const figures = [
  { key: 'fcp', label: 'FCP', better: 'lower', minAbs: 50, minRel: 0.05 },
  { key: 'lcp', label: 'LCP', better: 'lower', minAbs: 50, minRel: 0.05 },
  { key: 'hydrated', label: 'hydrated', better: 'lower', minAbs: 50, minRel: 0.05 },
  { key: 'ready', label: 'ready', better: 'lower', minAbs: 50, minRel: 0.05 },
  { key: 'longest', label: 'longest', better: 'lower', minAbs: 20 },
  { key: 'long', label: 'long', better: 'lower', minAbs: 20 },
  { key: 'tbt', label: 'TBT', better: 'lower', minAbs: 20 },
  { key: 'jsKb', label: 'JS KB', better: 'lower', minAbs: 0.5, digits: 1 },
  { key: 'fontKb', label: 'font KB', better: 'lower', minAbs: 0.5, digits: 1 },
  { key: 'css', label: 'CSS', better: 'lower', minAbs: 1 },
  { key: 'htmlKb', label: 'HTML KB', better: 'lower', minAbs: 0.2, digits: 1 },
]

// --- Run ---------------------------------------------------------------------------------------------
const pages = sitePages()
const baseline = baselineOrExit()
const floor = await startFloor()
const reactFloor = await startReactFloor(websiteRoot)
const servers = await startSiteServers(baseline)
process.on('exit', () => {
  floor.close()
  reactFloor.close()
})
process.on('SIGINT', () => process.exit(130))

const browser = await chromium.launch(chromiumLaunchOptions())
const floors = { floor: [], reactFloor: [] }
let samples
const started = Date.now()
try {
  samples = await loadAlternately({
    name: 'pages',
    loads,
    pages,
    servers,
    beforeRound: async () => {
      floors.floor.push(await load(browser, floor.url, 'en', { hydrates: false }))
      floors.reactFloor.push(await load(browser, reactFloor.url, 'en', { hydrates: true }))
    },
    load: (origin, { locale, path }) => load(browser, `${origin}${path}`, locale, { hydrates: true }),
  })
} catch (error) {
  console.error(`Page benchmark failed: ${error instanceof Error ? error.stack : error}`)
  if (servers.logs()) console.error(servers.logs())
  process.exit(1)
} finally {
  await browser.close()
}
const seconds = Math.round((Date.now() - started) / 1000)

// --- Report ------------------------------------------------------------------------------------------
const medians = (list) =>
  Object.fromEntries(figures.map(({ key }) => [key, median(list.map((sample) => sample[key])) ?? null]))
const floorRow = medians(floors.floor)
const reactFloorRow = medians(floors.reactFloor)
const rows = pages.map((page, index) => ({ ...page, ...medians(samples.current[index]) }))
const lcpToFloor = (row) => (row.lcp && floorRow.lcp ? row.lcp / floorRow.lcp : null)
const longestToReactFloor = (row) => (reactFloorRow.longest ? row.longest / reactFloorRow.longest : null)
const misses = (row) =>
  [
    lcpToFloor(row) > target.lcpToFloor && `LCP>${target.lcpToFloor}×floor`,
    longestToReactFloor(row) > target.longestToReactFloor && 'task>React floor',
    row.jsKb > target.jsKb && `JS>${target.jsKb}KB`,
  ].filter(Boolean)

console.log(
  `Real Chromium, cold loads, 4× CPU, 150 ms RTT, 1.6/0.75 Mbit/s; medians of ${loads} loads per page; ${seconds} s`,
)
const header = [
  'page'.padEnd(40),
  ...figures.map(({ label }) => label.padStart(8)),
  '  LCP/floor',
  ' task/React',
  '  targets',
]
console.log(header.join(' '))
const times = (ratio) => (ratio === null ? shown(ratio) : `${shown(ratio, 2)}×`)
const line = (name, row, extra = '') =>
  console.log(
    [
      name.slice(0, 40).padEnd(40),
      ...figures.map(({ key, digits }) => shown(row[key], digits).padStart(8)),
      times(lcpToFloor(row)).padStart(11),
      times(longestToReactFloor(row)).padStart(11),
      extra,
    ].join(' '),
  )
line('floor (static, no JavaScript)', floorRow)
line('React floor (hydrates one paragraph)', reactFloorRow)
for (const row of rows) line(`${row.locale} ${row.path}`, row, `  ${misses(row).join(', ') || 'ok'}`)
const failed = failedLoads(pages, samples)
if (failed) console.log(`\n${failed}`)

let comparisons
if (baseline) {
  comparisons = pages.map((page, index) => ({
    ...page,
    ...Object.fromEntries(
      figures.map(({ key, better, minAbs, minRel }) => [
        key,
        judge({
          baseline: samples.baseline[index].map((sample) => sample[key]),
          current: samples.current[index].map((sample) => sample[key]),
          better,
          minAbs,
          minRel,
        }),
      ]),
    ),
  }))
  console.log(`\nAgainst ${baseline.label}, measured alternately in this run (baseline → this):`)
  for (const comparison of comparisons) {
    console.log(`${comparison.locale} ${comparison.path}`)
    for (const { key, label, digits } of figures)
      console.log(`  ${label.padEnd(9)} ${formatComparison(comparison[key], digits)}`)
  }
  const counts = tally(comparisons.flatMap((comparison) => figures.map(({ key }) => comparison[key])))
  console.log(`${counts.better} better, ${counts.same} same, ${counts.worse} worse`)
}

const worst = (key) => Math.max(...rows.map((row) => row[key] ?? Number.POSITIVE_INFINITY))
const met = rows.filter((row) => misses(row).length === 0).length
const file = writeBenchResult('pages', {
  title: 'Every template in both languages in real Chromium on a throttled link, against a static floor',
  figures: [
    { figure: 'floor LCP', value: Math.round(floorRow.lcp), unit: 'ms' },
    { figure: 'React floor longest task', value: Math.round(reactFloorRow.longest), unit: 'ms' },
    {
      figure: 'worst LCP to floor',
      value: Number(Math.max(...rows.map((row) => lcpToFloor(row) ?? Number.POSITIVE_INFINITY)).toFixed(2)),
      unit: '×',
      target: `≤ ${target.lcpToFloor}×`,
      ok: rows.every((row) => lcpToFloor(row) !== null && lcpToFloor(row) <= target.lcpToFloor),
    },
    { figure: 'worst LCP', value: Math.round(worst('lcp')), unit: 'ms' },
    { figure: 'worst ready', value: Math.round(worst('ready')), unit: 'ms' },
    {
      figure: 'longest task after first paint',
      value: Math.round(worst('longest')),
      unit: 'ms',
      target: '≤ React floor',
      ok: worst('longest') <= reactFloorRow.longest,
    },
    { figure: 'worst TBT', value: Math.round(worst('tbt')), unit: 'ms' },
    { figure: 'most stylesheets', value: worst('css'), unit: 'requests' },
    {
      figure: 'most JS',
      value: Number(worst('jsKb').toFixed(1)),
      unit: 'KB',
      target: '≤ 100 KB',
      ok: worst('jsKb') <= 100,
    },
    { figure: 'pages meeting every target', value: met, unit: `of ${rows.length}`, ok: met === rows.length },
  ],
  loads,
  seconds,
  floor: floorRow,
  reactFloor: reactFloorRow,
  pages: rows,
  samples: { ...floors, ...samples },
  ...(comparisons && { baseline: { label: baseline.label, comparisons } }),
})
console.log(`\n${met} of ${rows.length} pages meet every target. JSON: ${file}`)
process.exit(0)

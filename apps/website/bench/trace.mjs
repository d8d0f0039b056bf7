#!/usr/bin/env node
// The main thread's own CPU time of a page's load, from a Chromium trace: a yardstick that other
// processes' load moves much less than wall-clock figures (apps/website/SPEED.md). Each page of
// BENCH_PAGES (default: both home pages), loaded cold on the `bench/pages.mjs` profile (phone window,
// 4× CPU, 150 ms RTT, 1.6/0.75 Mbit/s), BENCH_LOADS times (default 6), alternately with the
// BENCH_AGAINST baseline (support/compare.mjs). Per load, summed over the renderer main thread until
// 3 s after the page has hydrated: `tdur` (thread time) of all its tasks, of style recalculation,
// layout and HTML parsing; and LCP, TBT, and the number of SVG files fetched. Needs `pnpm build` first.
import { chromium } from 'playwright-core'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'
import { baselineOrExit, formatComparison, judge, median, shown } from './support/compare.mjs'
import { evaluate } from './support/devtools.mjs'
import {
  blockingTime,
  failedLoads,
  framesAfterPaint,
  loadAlternately,
  recordTimings,
  sitePages,
  startSiteServers,
  throttledPhone,
} from './support/site.mjs'

const loads = Math.max(1, Number(process.env.BENCH_LOADS ?? 6) || 6)
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
]

/** Sums of thread time (ms) on the main thread of the renderer that parsed `url`. */
function mainThreadTimes(trace, url) {
  const events = JSON.parse(trace).traceEvents
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url))
  if (!parse) return null
  const on = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.tdur)
  const sum = (name) => on.filter((e) => e.name === name).reduce((total, e) => total + e.tdur, 0) / 1000
  return {
    main: sum('RunTask'),
    style: sum('UpdateLayoutTree'),
    layout: sum('Layout'),
    parse: sum('ParseHTML'),
  }
}

async function load(browser, url, locale) {
  const { context, page, cdp } = await throttledPhone(browser, locale)
  try {
    let svgs = 0
    cdp.on('Network.responseReceived', ({ response }) => {
      if (new URL(response.url).pathname.endsWith('.svg')) svgs++
    })
    await page.addInitScript(recordTimings)
    await browser.startTracing(page, { categories })
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 })
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 })
    await page.waitForTimeout(3000)
    const trace = (await browser.stopTracing()).toString()
    const bench = await evaluate(cdp, 'window.__bench')
    return {
      ...mainThreadTimes(trace, url),
      lcp: bench.lcp,
      tbt: blockingTime(framesAfterPaint(bench)),
      svgs,
    }
  } finally {
    await context.close()
  }
}

const figures = [
  { key: 'main', label: 'main thread', better: 'lower', minAbs: 50, minRel: 0.05 },
  { key: 'style', label: 'style', better: 'lower', minAbs: 20, minRel: 0.05 },
  { key: 'layout', label: 'layout', better: 'lower', minAbs: 20, minRel: 0.05 },
  { key: 'parse', label: 'parse', better: 'lower', minAbs: 10, minRel: 0.05 },
  { key: 'lcp', label: 'LCP', better: 'lower', minAbs: 50, minRel: 0.05 },
  { key: 'tbt', label: 'TBT', better: 'lower', minAbs: 20 },
  { key: 'svgs', label: 'SVG files', better: 'lower', minAbs: 0 },
]

const pages = sitePages(process.env.BENCH_PAGES ?? 'home')
const baseline = baselineOrExit()
const servers = await startSiteServers(baseline)
const browser = await chromium.launch(chromiumLaunchOptions())
let samples
const started = Date.now()
try {
  samples = await loadAlternately({
    name: 'trace',
    loads,
    pages,
    servers,
    load: (origin, { locale, path }) => load(browser, `${origin}${path}`, locale),
  })
} catch (error) {
  console.error(`Trace benchmark failed: ${error instanceof Error ? error.stack : error}`)
  if (servers.logs()) console.error(servers.logs())
  process.exit(1)
} finally {
  await browser.close()
}
for (const [index, page] of pages.entries()) {
  console.log(`${page.locale} ${page.path}`)
  for (const figure of figures) {
    const current = samples.current[index].map((sample) => sample[figure.key])
    if (!baseline) {
      console.log(
        `  ${figure.label.padEnd(12)} ${shown(median(current))}  [${current.map((v) => shown(v)).join(' ')}]`,
      )
      continue
    }
    const base = samples.baseline[index].map((sample) => sample[figure.key])
    console.log(
      `  ${figure.label.padEnd(12)} ${formatComparison(judge({ ...figure, baseline: base, current }))}  base [${base.map((v) => shown(v)).join(' ')}] this [${current.map((v) => shown(v)).join(' ')}]`,
    )
  }
}
const failed = failedLoads(pages, samples)
if (failed) console.log(failed)
const medianOf = (side, index, key) => median(samples[side][index].map((sample) => sample[key]))
const file = writeBenchResult('trace', {
  title: `Main thread's CPU time of a cold load from a Chromium trace, medians of ${loads} loads per page`,
  // A page none of whose loads succeeded has no median: its failures are listed above and kept in
  // `samples`, and it gets no headline figure (a figure's value is a number).
  figures: pages.flatMap((page, index) => {
    const value = medianOf('current', index, 'main')
    if (value === undefined) return []
    const figure = {
      figure: `${page.locale} ${page.path} main thread`,
      value: Math.round(value),
      unit: 'ms',
    }
    if (!baseline) return figure
    // When every baseline load of the page failed, its baseline is null and the verdict 'unmeasured'.
    const { baseline: base, verdict } = judge({
      ...figures[0],
      baseline: samples.baseline[index].map((sample) => sample.main),
      current: samples.current[index].map((sample) => sample.main),
    })
    return { ...figure, baseline: base === null ? null : Math.round(base), verdict }
  }),
  seconds: Math.round((Date.now() - started) / 1000),
  samples,
  ...(baseline && { baseline: { label: baseline.label } }),
})
console.log(`Figures: ${file}`)
process.exit(0)

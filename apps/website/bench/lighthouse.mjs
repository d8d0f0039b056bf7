#!/usr/bin/env node
// `pnpm bench` (Lighthouse): the second opinion beside bench/pages.mjs. Lighthouse's own Node API (the
// pinned `lighthouse` package) with its default mobile settings, in the system Chromium, in both
// throttling modes: `simulate` (Lighthouse's estimate from an unthrottled load) and `devtools` (the
// throttling applied to the real load, on bench/pages.mjs's link: 150 ms, 1.6 / 0.75 Mbit/s, 4× CPU).
// The Slovenian home, about and contact pages and the floor (a static page without JavaScript: what the
// machine costs any page), as a first-time visitor, BENCH_RUNS times each (default 3); per
// page and mode the median run (Lighthouse's computeMedianRun) and the spread of the scores. Target:
// performance ≥ 95 in both modes. Never fails on the figures.
//
// Needs `pnpm build` first. BENCH_PAGES (parts of paths or ids, as in pages.mjs, both languages) picks
// other pages. About half a minute per run on two shared cores.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'
import { startProductionServer } from '../scripts/production-server.mjs'
import { acceptLanguage, sitePages, startFloor } from './support/site.mjs'

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3)
const target = 95
const modes = {
  simulate: { throttlingMethod: 'simulate' },
  devtools: {
    throttlingMethod: 'devtools',
    throttling: {
      requestLatencyMs: 150,
      downloadThroughputKbps: 1600,
      uploadThroughputKbps: 750,
      cpuSlowdownMultiplier: 4,
    },
  },
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

const pages = process.env.BENCH_PAGES
  ? sitePages()
  : sitePages('home,about,contact').filter((page) => page.locale === 'sl')
const floor = await startFloor()
const server = await startProductionServer({ path: '/' })
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags })
process.on('exit', () => {
  server.dispose()
  floor.close()
  chrome.kill()
})
process.on('SIGINT', () => process.exit(130))

/**
 * The median of `runs` Lighthouse runs of `url` in `mode`, as one row of figures. The browser asks for
 * the page's own language, as bench/pages.mjs's does: Lighthouse's Chromium asks for English, which the
 * site answers at `/` with a redirect to `/en`, so "the Slovenian home page" was measured as a redirect
 * and the English one.
 */
async function measure(url, mode, locale = 'en') {
  const lhrs = []
  for (let run = 0; run < runs; run++) {
    // On a loaded machine a run now and then fails to record its trace (NO_NAVSTART, NO_FCP): twice
    // more at most.
    for (let attempt = 1; ; attempt++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: categories,
        extraHeaders: { 'Accept-Language': acceptLanguage[locale] },
        ...modes[mode],
      })
      if (!lhr.runtimeError) {
        lhrs.push(lhr)
        break
      }
      if (attempt === 3)
        throw new Error(`${url} (${mode}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    }
  }
  const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100)
  const value = (lhr, id) => lhr.audits[id].numericValue
  const performance = lhrs.map((lhr) => score(lhr, 'performance'))
  // Lighthouse's median run (by FCP and time to interactive). A run whose page never went quiet long
  // enough has no time to interactive, and Lighthouse's computeMedianRun then throws, which ended the
  // whole benchmark: the run with the median performance score stands in, and the spread says how many
  // runs lacked it.
  const withoutTti = lhrs.filter((lhr) => lhr.audits.interactive?.numericValue === undefined).length
  const median =
    withoutTti === 0
      ? computeMedianRun(lhrs)
      : [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
          Math.floor((lhrs.length - 1) / 2)
        ]
  return {
    ...Object.fromEntries(categories.map((category) => [category, score(median, category)])),
    spread: `${Math.min(...performance)}–${Math.max(...performance)}${withoutTti ? ` (${withoutTti} no TTI)` : ''}`,
    lcp: Math.round(value(median, 'largest-contentful-paint')),
    tbt: Math.round(value(median, 'total-blocking-time')),
    cls: Number(value(median, 'cumulative-layout-shift').toFixed(3)),
    lcpElement:
      median.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node?.snippet,
  }
}

const started = Date.now()
const rows = []
for (const mode of Object.keys(modes)) {
  rows.push({ mode, page: 'floor', ...(await measure(floor.url, mode)) })
  for (const { locale, path } of pages) {
    process.stderr.write(`lighthouse: ${mode} ${path}\n`)
    rows.push({
      mode,
      page: `${locale} ${path}`,
      ...(await measure(`${server.origin}${path}`, mode, locale)),
    })
  }
}

console.log(`Lighthouse mobile, median of ${runs} runs; ${Math.round((Date.now() - started) / 1000)} s`)
const columns = [
  'mode',
  'page',
  'performance',
  'spread',
  'lcp',
  'tbt',
  'cls',
  'accessibility',
  'best-practices',
  'seo',
]
const cells = (values) =>
  values.map((value, i) => (i < 2 ? String(value).padEnd(i ? 24 : 9) : String(value).padStart(15)))
console.log(cells(columns).join(''))
for (const row of rows) console.log(cells(columns.map((column) => row[column])).join(''))
const measured = rows.filter((row) => row.page !== 'floor')
const worst = Object.fromEntries(
  Object.keys(modes).map((mode) => [
    mode,
    Math.min(...measured.filter((row) => row.mode === mode).map((row) => row.performance)),
  ]),
)
const file = writeBenchResult('lighthouse', {
  title: `Lighthouse mobile, simulated and DevTools throttling, median of ${runs} runs`,
  figures: Object.entries(worst).map(([mode, value]) => ({
    figure: `lowest performance (${mode})`,
    value,
    unit: 'points',
    target: `≥ ${target}`,
    ok: value >= target,
  })),
  runs,
  rows,
})
console.log(`\nJSON: ${file}`)
process.exit(0)

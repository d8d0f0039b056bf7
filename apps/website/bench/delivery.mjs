#!/usr/bin/env node
// `pnpm bench` (delivery): what each delivery trick (apps/website/delivery) gives a visitor, measured in
// the system Chromium, with the trick on and off.
//
// Each build-time variant is its own production build (`vike build` with DELIVERY_OFF=<trick>), copied to
// apps/website/.bench/delivery/<variant>; the server-side tricks are switched off on the full build by
// DELIVERY_OFF when its server starts. Every variant runs on its own production server
// (scripts/production-server.mjs). In rounds, every variant loads the page once, in an order that
// rotates each round, first-time visitor (fresh browser context: no cache, no cookies), twice per
// round: at 4× CPU slowdown on a mobile-like network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up; CDP Emulation.setCPUThrottlingRate and Network.emulateNetworkConditions) and unthrottled. Per
// load it records first contentful paint, largest contentful paint, the time the page became
// interactive (the layout sets `data-hydrated` on <html> once the whole page has hydrated), the total
// of long tasks until then, and the JavaScript bytes transferred until then.
// Route preloading is measured separately on a warm server: open the home page, scroll (engagement),
// wait, point at the main navigation's "about" link, click it 100 ms later, and time from the click
// (its event timestamp) to the next page's largest contentful paint (every page is a full load).
// Chromium prerenders nothing while a DevTools client such as Playwright is attached, so what this
// measures is the prefetch: the gain of a prerender comes on top of it for a visitor.
//
// The machine is small and shared: figures are noisy. Compare a variant with the full build of the
// same run (the ratio "off/on" of medians: above 1 means the trick helps), and read the spread
// (min / median / max). Writes the table as JSON (scripts/bench-result.mjs).
//
// Environment: BENCH_DELIVERY_ROUNDS (loads per variant and condition, default 7), BENCH_DELIVERY_PAGE
// (the page loaded, default /), BENCH_DELIVERY_REUSE=1 (reuse the builds in .bench/delivery),
// BENCH_DELIVERY_ONLY (comma-separated variants besides `on`), CHROMIUM_PATH.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'
import { startProductionServer, websiteRoot } from '../scripts/production-server.mjs'
import { mobileLike, throttle } from './support/throttling.mjs'

const rounds = Math.max(1, Number(process.env.BENCH_DELIVERY_ROUNDS ?? 7) || 7)
const pagePath = process.env.BENCH_DELIVERY_PAGE ?? '/'
const reuse = process.env.BENCH_DELIVERY_REUSE === '1'
const only = (process.env.BENCH_DELIVERY_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)

/**
 * The variants: the full build, and each trick off. `build` names a build's DELIVERY_OFF; `serverOff`
 * is DELIVERY_OFF for the server only, on the full build.
 */
const allVariants = [
  { name: 'on', build: '' },
  { name: 'bootScript', build: '', serverOff: 'bootScript' },
  { name: 'fontPreloads', build: '', serverOff: 'fontPreloads' },
  { name: 'prerenderedPages', build: '', serverOff: 'prerenderedPages' },
  { name: 'icuNoParser', build: 'icuNoParser' },
  { name: 'routePreloading', build: 'routePreloading', navigationOnly: true },
]
const variants = allVariants.filter((v) => v.name === 'on' || only.length === 0 || only.includes(v.name))

const conditions = [
  { name: '4x CPU, mobile network', ...mobileLike },
  { name: 'unthrottled', cpu: 1, network: undefined },
]

// --- Builds ---------------------------------------------------------------------------------------
const benchRoot = join(websiteRoot, '.bench', 'delivery')
const vike = join(websiteRoot, 'node_modules', '.bin', 'vike')

/** The folder of the build made with DELIVERY_OFF=`off` (built now unless reused). */
function buildFor(off) {
  const dir = join(benchRoot, off || 'on')
  if (reuse && existsSync(join(dir, 'server', 'index.mjs'))) return dir
  console.log(`Building with DELIVERY_OFF=${off || '(none)'} …`)
  execFileSync(vike, ['build'], {
    cwd: websiteRoot,
    env: { ...process.env, DELIVERY_OFF: off },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const part of ['client', 'server', 'assets.json']) {
    if (existsSync(join(websiteRoot, 'dist', part)))
      cpSync(join(websiteRoot, 'dist', part), join(dir, part), { recursive: true })
  }
  return dir
}

// The full build last, so dist/ is left as `pnpm build` makes it.
const builds = new Map()
for (const off of [...new Set(variants.map((v) => v.build))].sort((a, b) =>
  a === '' ? 1 : b === '' ? -1 : 0,
)) {
  builds.set(off, buildFor(off))
}

// --- Servers and browser ----------------------------------------------------------------------------
const servers = new Map()
process.on('exit', () => {
  for (const server of servers.values()) server.dispose()
})
for (const variant of variants) {
  const previous = process.env.BENCH_SERVER
  process.env.BENCH_SERVER = join(builds.get(variant.build), 'server', 'index.mjs')
  servers.set(
    variant.name,
    await startProductionServer({ env: { DELIVERY_OFF: variant.serverOff ?? '' }, path: pagePath }),
  )
  if (previous === undefined) delete process.env.BENCH_SERVER
  else process.env.BENCH_SERVER = previous
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })

// Before the page's own scripts: LCP, long tasks and the moment <html> gets data-hydrated.
const observe = () => {
  const state = { lcp: 0, longTasks: 0, hydratedAt: null }
  window.__delivery = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (state.hydratedAt === null) state.longTasks += entry.duration
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver(() => {
    if (state.hydratedAt === null && document.documentElement?.hasAttribute('data-hydrated'))
      state.hydratedAt = performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
}

/** A fresh context (no cache, no cookies), phone-sized unless `viewport` says otherwise, throttled as `condition` says. */
async function throttledPage(condition, viewport = { width: 412, height: 823 }) {
  // Slovenian, so "/" is the home page itself rather than a redirect to the English one.
  const context = await browser.newContext({ viewport, locale: 'sl-SI' })
  const page = await context.newPage()
  await throttle(context, page, condition)
  await page.addInitScript(observe)
  return { context, page }
}

/** One first-time visit: the figures of the page's load. */
async function load(origin, condition) {
  const { context, page } = await throttledPage(condition)
  try {
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load', timeout: 60_000 })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    // LCP is final at the first input; a short pause lets a late paint be reported.
    await page.waitForTimeout(300)
    return await page.evaluate(() => {
      const state = window.__delivery
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime <= state.hydratedAt,
        )
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcp: state.lcp,
        interactive: state.hydratedAt,
        longTasks: state.longTasks,
        jsKb: scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
      }
    })
  } finally {
    await context.close()
  }
}

/** A click on the main navigation's "about" link: ms until the next page is on screen. */
async function navigate(origin, condition) {
  // Desktop-sized: on a phone the main navigation is behind its menu button.
  const { context, page } = await throttledPage(condition, { width: 1280, height: 800 })
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(condition.cpu > 1 ? 6000 : 3000)
    const link = page
      .getByRole('navigation', { name: 'Glavna navigacija' })
      .getByRole('link', { name: 'O nas' })
    await link.hover()
    await page.waitForTimeout(100)
    // The click's time survives the full page load that follows: the input's own timestamp as
    // absolute time, kept in sessionStorage.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => sessionStorage.setItem('bench-click', String(performance.timeOrigin + event.timeStamp)),
        { capture: true, once: true },
      ),
    )
    await link.click()
    await page.waitForURL('**/o-nas', { timeout: 60_000 })
    // The next page's largest contentful paint (renderTime, absolute), once it has settled.
    const done = page.evaluate(
      () =>
        new Promise((resolve) => {
          let last
          new PerformanceObserver((list) => {
            last = list.getEntries().at(-1)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => {
            const clickedAt = Number(sessionStorage.getItem('bench-click'))
            resolve(last ? performance.timeOrigin + (last.renderTime || last.startTime) - clickedAt : null)
          }, 500)
        }),
    )
    return { navigation: await done }
  } finally {
    await context.close()
  }
}

// --- Measuring ---------------------------------------------------------------------------------------
const loadVariants = variants.filter((v) => !v.navigationOnly)
const navVariants = variants.filter((v) => v.name === 'on' || v.name === 'routePreloading')
const samples = new Map() // `${condition}|${variant}` → array of figure objects

function record(condition, variant, figures) {
  const key = `${condition.name}|${variant.name}`
  if (!samples.has(key)) samples.set(key, [])
  samples.get(key).push(figures)
}

for (let round = 0; round < rounds; round++) {
  for (const condition of conditions) {
    const order = loadVariants.map((_, i) => loadVariants[(i + round) % loadVariants.length])
    for (const variant of order)
      record(condition, variant, await load(servers.get(variant.name).origin, condition))
    const navOrder = round % 2 === 0 ? navVariants : [...navVariants].reverse()
    for (const variant of navOrder)
      record(condition, variant, await navigate(servers.get(variant.name).origin, condition))
  }
  console.log(`round ${round + 1} of ${rounds} done`)
}
await browser.close()

// --- Report ------------------------------------------------------------------------------------------
const metrics = [
  ['fcp', 'FCP ms'],
  ['lcp', 'LCP ms'],
  ['interactive', 'interactive ms'],
  ['longTasks', 'long tasks ms'],
  ['jsKb', 'JS KB'],
  ['navigation', 'click→next page ms'],
]
function spread(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { min: sorted[0], median, max: sorted.at(-1), n: sorted.length }
}
const round1 = (x) => Math.round(x * 10) / 10

const rows = []
for (const condition of conditions) {
  for (const variant of variants) {
    const list = samples.get(`${condition.name}|${variant.name}`) ?? []
    const on = samples.get(`${condition.name}|on`) ?? []
    for (const [metric, label] of metrics) {
      const s = spread(list.map((f) => f[metric]))
      if (!s) continue
      const base = spread(on.map((f) => f[metric]))
      rows.push({
        condition: condition.name,
        variant: variant.name === 'on' ? 'all on' : `${variant.name} off`,
        metric: label,
        min: round1(s.min),
        median: round1(s.median),
        max: round1(s.max),
        n: s.n,
        offOverOn:
          variant.name === 'on' || !base || base.median === 0
            ? null
            : Math.round((s.median / base.median) * 100) / 100,
      })
    }
  }
}

const headers = ['condition', 'variant', 'metric', 'min', 'median', 'max', 'n', 'off/on']
const cells = rows.map((r) =>
  [r.condition, r.variant, r.metric, r.min, r.median, r.max, r.n, r.offOverOn ?? ''].map(String),
)
const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
const line = (values) => values.map((v, i) => v.padEnd(widths[i])).join('  ')
console.log(`\nDelivery tricks on and off, ${pagePath}, ${rounds} loads per variant and condition`)
console.log(line(headers))
for (const c of cells) console.log(line(c))

const headline = rows.filter(
  (r) =>
    r.offOverOn !== null &&
    r.condition === conditions[0].name &&
    (r.metric === 'interactive ms' ||
      r.metric === 'click→next page ms' ||
      (r.variant.startsWith('icuNoParser') && r.metric === 'JS KB')),
)
const file = writeBenchResult('delivery', {
  title: `Delivery tricks on and off (${pagePath}, ${rounds} loads each, alternating)`,
  figures: headline.map((r) => ({
    figure: `${r.variant}: ${r.metric} off/on (${r.condition})`,
    value: r.offOverOn,
    unit: '×',
    target: '> 1 means the trick helps',
  })),
  rounds,
  page: pagePath,
  conditions,
  rows,
})
console.log(`\nWritten to ${file}`)
process.exit(0)

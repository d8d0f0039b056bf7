#!/usr/bin/env node
// `pnpm bench` (navigation): a click on a main-navigation link of the home page → the next page
// painted, without and with the browser preparing it (the Speculation Rules in <head>:
// shared/speculationRules.ts), in both languages. With it, the pointer (real input, sent through
// DevTools) comes onto the link and rests there 1.1 s before the click; without, the click comes with no
// pointer on the page, so nothing is prepared.
// The time is the next page's largest contentful paint minus the click event's time (every page is a
// full load, prerendered or not). System Chromium, headless, 1280×800, unthrottled, warm (banner
// answered, each page opened once), one browser per build, language and mode (no shared cache).
// Chromium prerenders nothing while a DevTools client is attached to the tab: the script attaches only
// to open the home page and, 1.5 s after the click, to read the result.
//
// BENCH_RUNS: clicks per link, language and mode (default 10). BENCH_AGAINST (support/compare.mjs):
// the baseline build clicked the same way, alternately, with a verdict per median and p90.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listPages } from '@firma/i18n'
import WebSocket from 'ws'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'
import { freePort, startProductionServer, waitUntilAnswers } from '../scripts/production-server.mjs'
import {
  baselineOrExit,
  formatComparison,
  interquartileRange,
  judge,
  median,
  percentile,
  tally,
  upperSpread,
} from './support/compare.mjs'
import { evaluate } from './support/devtools.mjs'
import { browserLocale } from './support/site.mjs'

const clicks = Math.max(1, Number(process.env.BENCH_RUNS ?? 10) || 10)
const REST_MS = 1000
const PRESS_MS = 100
const targets = ['products', 'about', 'blog', 'contact']
const locales = ['sl', 'en']
const modes = ['without', 'with']
const p90 = (values) => percentile(values, 90)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const pathsOf = (locale) => Object.fromEntries(listPages(locale).map((page) => [page.routeId, page.path]))
const profiles = mkdtempSync(join(tmpdir(), 'bench-navigation-')) // a folder per browser
const cleanUps = [] // stops the servers and browsers when the script ends

/** A headless Chromium with a DevTools port (returned) and a profile of its own; nothing attached. */
async function launchBrowser(locale) {
  const port = await freePort()
  const child = spawn(
    chromiumPath(),
    [
      ...chromiumFlags,
      '--window-size=1280,800',
      `--lang=${browserLocale[locale]}`,
      `--accept-lang=${browserLocale[locale]}`,
      `--user-data-dir=${join(profiles, String(port))}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  cleanUps.push(() => child.kill('SIGKILL'))
  await waitUntilAnswers(`http://127.0.0.1:${port}/json/version`)
  return port
}

/** A DevTools connection to the browser's tab (the one showing `path`, if given): `{ send, close }`. */
async function attach(port, path) {
  const list = await (await fetch(`http://127.0.0.1:${port}/json`)).json()
  const tab = list.find((entry) => entry.type === 'page' && (!path || new URL(entry.url).pathname === path))
  if (!tab) throw new Error(`No tab ${path ?? ''} to attach to`)
  const socket = new WebSocket(tab.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let lastId = 0
  const pending = new Map()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data))
    pending.get(message.id)?.(message) // events have no id
    pending.delete(message.id)
  })
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      lastId += 1
      pending.set(lastId, ({ result, error }) => (error ? reject(new Error(error.message)) : resolve(result)))
      socket.send(JSON.stringify({ id: lastId, method, params }))
    })
  return { send, close: () => socket.close() }
}

/** Opens `url` in the tab and waits until the page has hydrated; returns the connection. */
async function open(port, url) {
  const tab = await attach(port)
  await tab.send('Page.navigate', { url })
  const hydrated = `location.href === ${JSON.stringify(url)} && document.documentElement.hasAttribute('data-hydrated')`
  for (let i = 0; i < 120; i++) {
    await sleep(100)
    if (await evaluate(tab, hydrated).catch(() => false)) return tab
  }
  tab.close()
  throw new Error(`${url} did not hydrate within 12 s`)
}

/** Runs in the home page: clicks the link after the pointer's rest and keeps the click's time; returns the link's centre. */
const visitorScript = (path) => `(() => {
  localStorage.removeItem('bench-click')
  const link = document.querySelector('header nav a[href=${JSON.stringify(path)}]')
  link.addEventListener('click', (event) => {
    localStorage.setItem('bench-click', JSON.stringify({ at: performance.timeOrigin + event.timeStamp }))
  }, { once: true })
  setTimeout(() => link.click(), ${REST_MS + PRESS_MS})
  const box = link.getBoundingClientRect()
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
})()`

/** Runs in the page shown after the click: the click, whether it was prerendered, its LCP's time. */
const readResult = `new Promise((resolve) => {
  let last
  new PerformanceObserver((list) => { last = list.getEntries().at(-1) })
    .observe({ type: 'largest-contentful-paint', buffered: true })
  setTimeout(() => resolve({
    click: JSON.parse(localStorage.getItem('bench-click')),
    prerendered: performance.getEntriesByType('navigation')[0].activationStart > 0,
    prefetched: performance.getEntriesByType('navigation')[0].deliveryType === 'navigational-prefetch',
    lcpAt: last ? performance.timeOrigin + (last.renderTime || last.startTime) : null,
  }), 300)
})`

/** One click from the home page on the link to `path`: `{ ms, kind }`. */
async function clickOnce({ port, origin, paths }, path, mode) {
  const tab = await open(port, `${origin}${paths.home}`)
  await sleep(500)
  const centre = await evaluate(tab, visitorScript(path))
  // Real input (a script's synthetic events do not count for the browser's own preloading); the tab
  // is detached at once, so that the browser may prerender.
  if (mode === 'with') {
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 10, y: 400 })
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...centre })
  }
  tab.close()
  await sleep(REST_MS + PRESS_MS + 1500)
  const after = await attach(port, path)
  const { click, prerendered, prefetched, lcpAt } = await evaluate(after, readResult)
  after.close()
  if (!click || lcpAt === null) throw new Error(`No click on ${path} or no paint after it`)
  const kind = prerendered ? 'prerendered' : prefetched ? 'prefetched' : 'fetched'
  return { ms: Math.round((lcpAt - click.at) * 10) / 10, kind }
}

// --- Run --------------------------------------------------------------------------------------------
process.on('exit', () => {
  for (const cleanUp of cleanUps) cleanUp()
  try {
    rmSync(profiles, { recursive: true, force: true, maxRetries: 5 })
  } catch {
    // A browser still writing its profile as it ends: the temp folder stays behind.
  }
})
process.on('SIGINT', () => process.exit(130))
const baseline = baselineOrExit()
const sides = baseline ? ['current', 'baseline'] : ['current']
const started = Date.now()
const samples = [] // { side, locale, target, mode, ms, kind }
try {
  const lanes = {}
  for (const side of sides) {
    const root = side === 'baseline' ? baseline.websiteDir : undefined
    const server = await startProductionServer({ path: '/', root })
    cleanUps.push(server.dispose)
    for (const locale of locales) {
      for (const mode of modes) {
        const lane = { port: await launchBrowser(locale), origin: server.origin, paths: pathsOf(locale) }
        const home = await open(lane.port, `${lane.origin}${lane.paths.home}`)
        await evaluate(home, `document.querySelector('button[name="consent"][value="reject"]')?.click()`)
        await sleep(500)
        home.close()
        for (const target of targets) (await open(lane.port, `${lane.origin}${lane.paths[target]}`)).close()
        lanes[`${side} ${locale} ${mode}`] = lane
      }
    }
  }
  const turns = sides.flatMap((side) => modes.map((mode) => ({ side, mode })))
  for (let round = 0; round < clicks; round++) {
    process.stderr.write(`navigation: round ${round + 1} of ${clicks}\n`)
    for (const locale of locales) {
      for (const [index, target] of targets.entries()) {
        // Builds and modes take turns, which goes first alternating.
        for (const { side, mode } of (round + index) % 2 ? [...turns].reverse() : turns) {
          const lane = lanes[`${side} ${locale} ${mode}`]
          // A click whose next page never reported (a busy machine) counts as failed, not as a figure.
          const result = await clickOnce(lane, lane.paths[target], mode).catch((error) => ({
            failed: String(error instanceof Error ? error.message : error),
          }))
          samples.push({ side, locale, target, mode, ...result })
        }
      }
    }
  }
} catch (error) {
  console.error(`Navigation benchmark failed: ${error instanceof Error ? error.stack : error}`)
  process.exit(1)
}
const seconds = Math.round((Date.now() - started) / 1000)

// --- Figures ----------------------------------------------------------------------------------------
const failed = samples.filter((sample) => sample.failed)
const pick = (where) =>
  samples.filter(
    (sample) => !sample.failed && Object.entries(where).every(([key, value]) => sample[key] === value),
  )
const ms = (list) => list.map((sample) => sample.ms)
const cell = (list) =>
  `${median(ms(list)).toFixed(0).padStart(6)} ${p90(ms(list)).toFixed(0).padStart(5)}  ${[...new Set(list.map((sample) => sample.kind))].join('+').padEnd(22)}`

const title = `Click on a main-navigation link → next page painted, without and with the pointer resting ${REST_MS + PRESS_MS} ms on it first (the browser's preloading); warm site, real Chromium, unthrottled`
console.log(`${title}; ${clicks} click(s) per link and mode; ${seconds} s\n`)
console.log(`${''.padEnd(20)} ${'without preloading'.padEnd(36)}with preloading`)
console.log(`${'link'.padEnd(20)} ${'median   p90  navigation'.padEnd(36)}median   p90  navigation`)
for (const locale of locales) {
  for (const target of targets) {
    const cells = modes.map((mode) => cell(pick({ side: 'current', locale, target, mode })))
    console.log(`${`${locale} ${pathsOf(locale)[target]}`.padEnd(20)} ${cells.join('  ')}`.trimEnd())
  }
}

// Over all links and both languages. Against a baseline, a median is judged by the clicks'
// interquartile range and a p90 by max − median (support/compare.mjs), at least 10 ms or 5 %.
const clickRule = { better: 'lower', minAbs: 10, minRel: 0.05 }
const figures = []
for (const mode of modes) {
  for (const [name, value, spreadOf] of [
    ['median', median, interquartileRange],
    ['p90', p90, upperSpread],
  ]) {
    const current = ms(pick({ side: 'current', mode }))
    const figure = `click → paint ${mode} preloading, ${name}`
    figures.push({ figure, value: Math.round(value(current)), unit: `ms over ${current.length} clicks` })
    if (!baseline) continue
    const base = ms(pick({ side: 'baseline', mode }))
    const comparison = judge({ ...clickRule, baseline: base, current, value, spreadOf })
    Object.assign(figures.at(-1), { baseline: Math.round(comparison.baseline), verdict: comparison.verdict })
    figures.at(-1).comparison = formatComparison(comparison)
  }
}
if (failed.length)
  console.log(
    `\n${failed.length} click(s) failed and are left out:\n  ${failed.map((sample) => `${sample.side} ${sample.mode} ${sample.locale} ${sample.target}: ${sample.failed}`).join('\n  ')}`,
  )
console.log(baseline ? `\nAll clicks, baseline ${baseline.label} → this:` : '\nAll clicks:')
for (const { figure, value, comparison } of figures)
  console.log(`  ${figure.padEnd(42)} ${comparison ?? `${value} ms`}`)
if (baseline) {
  const counts = tally(figures)
  console.log(`${counts.better} better, ${counts.same} same, ${counts.worse} worse`)
}
const file = writeBenchResult('navigation', { title, clicks, seconds, figures, samples, baseline })
console.log(`\nJSON: ${file}`)
process.exit(0)

#!/usr/bin/env node
// `pnpm bench` (navigation): click on a main-navigation link → the next page painted, for a visitor
// who rests the pointer on the link a moment before clicking (BENCH_REST_MS, default 1000; 0 is a
// quick click), in a browser that no DevTools client is attached to while it happens: Chromium does
// not prerender pages (Speculation Rules) while one is (PrerenderingDisabledByDevTools), and the site
// asks the browser to prerender the page under a resting pointer (client/routePreloading.ts).
//
// Method: the system Chromium, headless, 1280×800, no throttling, driven over a bare DevTools
// connection (the `ws` package) that is attached only between clicks. Warm site: one browser per build
// and language; the home page opened, the cookie banner answered (Reject), each target page opened
// once. Per click: open the home page, wait until it is hydrated (<html data-hydrated>) and 500 ms
// more; then hand the page a small script and detach. The script, in the page: a pointermove on the
// page (the pointer comes in), after 300 ms a pointerover on the link, after BENCH_REST_MS more
// (default 1000; 0 is a quick click) a pointerdown, and 100 ms later the click (`link.click()`),
// keeping the click event's time (timeOrigin + timeStamp) in localStorage. A
// client-side navigation (same document) records there when its new content is painted (location, the
// new <main> h1 and the visible images of <main> in place, then a frame and a task). 1.5 s after the click the script reattaches to the tab and reads: for a new document, the
// largest contentful paint (absolute renderTime) minus the click, and whether the browser showed a
// prerendered document (activationStart > 0) or a fetched one; for a same-document navigation, the
// painted time minus the click.
//
// BENCH_AGAINST=<built checkout or git ref> (see support/compare.mjs) measures the baseline build the
// same way, click by click in alternation, and judges medians and p90s (support/compare.mjs).
// BENCH_RUNS (clicks per link and language, default 10), BENCH_REST_MS, CHROMIUM_PATH.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listPages } from '@firma/i18n'
import WebSocket from 'ws'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumPath } from '../../../scripts/chromium.mjs'
import { startProductionServer } from '../scripts/production-server.mjs'
import {
  baselineOrExit,
  formatComparison,
  interquartileRange,
  judge,
  median,
  percentile,
  tally,
  upperSpread,
  withServerEntry,
} from './support/compare.mjs'

const clicks = Math.max(1, Number(process.env.BENCH_RUNS ?? 10) || 10)
const restMs = Math.max(0, Number(process.env.BENCH_REST_MS ?? 1000) || 0)
/** How long the button is held down: a press, then the click. */
const PRESS_MS = 100
const browserLocale = { sl: 'sl-SI', en: 'en-GB' }
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The main-navigation links clicked from the home page, in both languages. */
const targets = ['products', 'about', 'blog', 'contact']
const locales = ['sl', 'en']

const p90 = (values) => percentile(values, 90)

/** The kinds of navigation the clicks saw (client-side, full load, prerendered). */
const kinds = (records) => [...new Set(records.map((record) => record.kind))].join(' + ')

/**
 * The system Chromium's path and the servers to click on: this build's production server and, with
 * BENCH_AGAINST, the baseline's (`sides`: { baseline?, current } origins). The servers stop when the
 * script ends (also on Ctrl-C). Ends the script with the reason when Chromium or the baseline cannot
 * be found.
 */
async function startSides() {
  let executablePath
  try {
    executablePath = chromiumPath()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  const baseline = baselineOrExit()
  const server = await startProductionServer({ path: '/' })
  const baselineServer = baseline
    ? await withServerEntry(baseline.serverEntry, () => startProductionServer({ path: '/' }))
    : undefined
  const sides = baselineServer
    ? { baseline: baselineServer.origin, current: server.origin }
    : { current: server.origin }
  process.on('exit', () => {
    server.dispose()
    baselineServer?.dispose()
  })
  process.on('SIGINT', () => process.exit(130))
  process.on('SIGTERM', () => process.exit(143))
  return { executablePath, baseline, sides }
}

/** The paths of a language's pages by route id. */
const pathsOf = (locale) => Object.fromEntries(listPages(locale).map((entry) => [entry.routeId, entry.path]))

/**
 * Clicks every link `clicks` times per build (`clickOnce(side, locale, target)`), link by link in
 * alternation, the side that goes first alternating. Returns samples[side][locale][target].
 */
async function clickInAlternation({ clicks, sides, clickOnce }) {
  const samples = {}
  for (const side of Object.keys(sides)) {
    samples[side] = Object.fromEntries(
      locales.map((locale) => [locale, Object.fromEntries(targets.map((id) => [id, []]))]),
    )
  }
  for (let round = 0; round < clicks; round++) {
    process.stderr.write(`navigation: round ${round + 1} of ${clicks}\n`)
    for (const locale of locales) {
      for (const [index, id] of targets.entries()) {
        const names = Object.keys(sides)
        const order = (round + index) % 2 === 0 ? names : [...names].reverse()
        for (const side of order) {
          samples[side][locale][id].push(await clickOnce(side, locale, id))
        }
      }
    }
  }
  return samples
}

/**
 * A median is judged by the clicks' interquartile range, a p90 (a tail: the second-slowest of ten
 * clicks) by how far the slower half of the clicks spreads (max − median); at least 10 ms or 5 %.
 */
function judgeClicks(baseRecords, currentRecords, value) {
  return judge({
    baseline: baseRecords.map((record) => record.ms),
    current: currentRecords.map((record) => record.ms),
    better: 'lower',
    minAbs: 10,
    minRel: 0.05,
    value,
    spreadOf: value === median ? interquartileRange : upperSpread,
  })
}

/** One row per language and link: kind, median and p90 (and the comparison, with a baseline). */
function clickRows(samples) {
  const rows = []
  for (const locale of locales) {
    const paths = pathsOf(locale)
    for (const id of targets) {
      const current = samples.current[locale][id]
      const row = {
        locale,
        target: id,
        path: paths[id],
        kind: kinds(current),
        clicks: current.length,
        medianMs: median(current.map((record) => record.ms)),
        p90Ms: p90(current.map((record) => record.ms)),
        raw: current,
      }
      if (samples.baseline) {
        const base = samples.baseline[locale][id]
        row.baseline = { kind: kinds(base), medianMs: median(base.map((record) => record.ms)), raw: base }
        row.comparison = { median: judgeClicks(base, current, median), p90: judgeClicks(base, current, p90) }
      }
      rows.push(row)
    }
  }
  return rows
}

/** Prints baseline → this per link and the count of verdicts. */
function printComparison(rows, baselineLabel) {
  console.log(`\nAgainst the baseline ${baselineLabel}, clicked alternately in this run (baseline → this):`)
  for (const row of rows) {
    console.log(
      `${`${row.locale} ${row.path}`.padEnd(22)} median ${formatComparison(row.comparison.median)}; p90 ${formatComparison(row.comparison.p90)}` +
        (row.baseline.kind === row.kind ? '' : ` (baseline: ${row.baseline.kind}, this: ${row.kind})`),
    )
  }
  const counts = tally(rows.flatMap((row) => [row.comparison.median, row.comparison.p90]))
  console.log(
    `${counts.better} better, ${counts.same} same, ${counts.worse} worse (medians and p90s per link)`,
  )
}

/** The summary figures: per language, every click on the four links together, median and p90. */
function clickFigures(samples, label) {
  const allOf = (side, locale) => targets.flatMap((id) => samples[side][locale][id])
  const figures = []
  for (const locale of locales) {
    const current = allOf('current', locale)
    for (const [name, value] of [
      ['median', median],
      ['p90', p90],
    ]) {
      const figure = {
        figure: `${label} ${name}, ${locale} (${kinds(current)})`,
        value: Math.round(value(current.map((record) => record.ms))),
        unit: `ms over ${current.length} clicks`,
      }
      if (samples.baseline) {
        const comparison = judgeClicks(allOf('baseline', locale), current, value)
        Object.assign(figure, {
          baseline: Math.round(comparison.baseline),
          comparison: formatComparison(comparison),
          verdict: comparison.verdict,
        })
      }
      figures.push(figure)
    }
  }
  return figures
}

/** A Chromium with a DevTools port and its own profile; nothing attached until asked. */
async function launchBrowser(executablePath, locale) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-intent-'))
  const child = spawn(
    executablePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--window-size=1280,800',
      `--lang=${browserLocale[locale]}`,
      `--accept-lang=${browserLocale[locale]}`,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  let port
  for (let i = 0; i < 100 && !port; i++) {
    await sleep(100)
    try {
      port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0])
    } catch {
      // not written yet
    }
  }
  if (!port) throw new Error('Chromium did not open its DevTools port')
  return {
    port,
    close() {
      child.kill('SIGKILL')
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
      } catch {
        // Chromium may still be writing its profile as it goes: the temp folder is left behind.
      }
    },
  }
}

/** Attaches to the tab (the one whose URL `match` accepts); `close` detaches. */
async function attach(port, match = () => true) {
  let target
  for (let i = 0; i < 50 && !target; i++) {
    const list = await (await fetch(`http://127.0.0.1:${port}/json`)).json()
    target = list.find((entry) => entry.type === 'page' && match(entry.url))
    if (!target) await sleep(100)
  }
  if (!target) throw new Error('No tab to attach to')
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let id = 0
  const pending = new Map()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data))
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message)
      pending.delete(message.id)
    }
  })
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  const evaluate = async (expression) => {
    const answer = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
    if (answer.error || answer.result?.exceptionDetails) {
      throw new Error(JSON.stringify(answer.error ?? answer.result.exceptionDetails).slice(0, 300))
    }
    return answer.result?.result?.value
  }
  return { send, evaluate, close: () => socket.close() }
}

/** Opens a URL in the tab and waits until the page is hydrated. */
async function open(port, url) {
  const tab = await attach(port)
  await tab.send('Page.navigate', { url })
  for (let i = 0; i < 120; i++) {
    await sleep(100)
    const ready = await tab
      .evaluate(
        `location.href === ${JSON.stringify(url)} && document.documentElement.hasAttribute('data-hydrated')`,
      )
      .catch(() => false)
    if (ready) return tab
  }
  const where = await tab.evaluate('location.href').catch(() => '?')
  tab.close()
  throw new Error(`${url} did not hydrate within 12 s (the tab is at ${where})`)
}

/** Runs in the page (as a string): point at the link, rest, click; record a same-document paint. */
function visitorScript(path, rest) {
  return `(() => {
    localStorage.removeItem('bench-intent')
    const link = document.querySelector('header nav a[href=${JSON.stringify(path)}]')
    const fromH1 = document.querySelector('main h1')?.textContent
    const painted = () => {
      if (location.pathname !== ${JSON.stringify(path)}) return false
      const h1 = document.querySelector('main h1')
      if (!h1 || h1.textContent === fromH1) return false
      for (const image of document.querySelectorAll('main img')) {
        const box = image.getBoundingClientRect()
        if (box.width > 0 && box.bottom > 0 && box.top < innerHeight && !image.complete) return false
      }
      return true
    }
    const pointer = (type, target) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', isPrimary: true }))
    // The pointer comes into the page, crosses it to the link, rests, presses and releases.
    pointer('pointermove', document.body)
    setTimeout(() => {
      pointer('pointerover', link)
      setTimeout(() => {
        pointer('pointerdown', link)
      }, ${rest})
      setTimeout(() => {
        link.addEventListener('click', (event) => {
          const record = { clickAt: performance.timeOrigin + event.timeStamp }
          localStorage.setItem('bench-intent', JSON.stringify(record))
          const check = () => {
            if (!painted()) return requestAnimationFrame(check)
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => {
                record.paintedAt = performance.timeOrigin + performance.now()
                localStorage.setItem('bench-intent', JSON.stringify(record))
              }
              channel.port2.postMessage(null)
            })
          }
          requestAnimationFrame(check)
        }, { once: true })
        link.click()
      }, ${rest} + ${PRESS_MS})
    }, 300)
    return true
  })()`
}

/** Reads, in the page shown after the click, how long it took (see the header). */
const readResult = `new Promise((resolve) => {
  let last
  try {
    new PerformanceObserver((list) => { last = list.getEntries().at(-1) })
      .observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {}
  setTimeout(() => {
    const record = JSON.parse(localStorage.getItem('bench-intent') ?? 'null')
    const entry = performance.getEntriesByType('navigation')[0]
    resolve({
      record,
      timeOrigin: performance.timeOrigin,
      activationStart: entry?.activationStart ?? 0,
      deliveryType: entry?.deliveryType ?? '',
      lcpAt: last ? performance.timeOrigin + (last.renderTime || last.startTime) : null,
    })
  }, 300)
})`

async function clickOnce(port, origin, home, path) {
  const tab = await open(port, `${origin}${home}`)
  await sleep(500)
  await tab.evaluate(visitorScript(path, restMs))
  tab.close() // nothing attached while the visitor points, rests and clicks
  await sleep(300 + restMs + PRESS_MS + 1500)
  const after = await attach(port, (url) => new URL(url).pathname === path)
  const result = await after.evaluate(readResult)
  after.close()
  const { record } = result
  if (!record) throw new Error(`The click on ${path} was not recorded`)
  const sameDocument = record.clickAt >= result.timeOrigin && record.paintedAt !== undefined
  const kind = sameDocument ? 'client-side' : result.activationStart > 0 ? 'prerendered' : 'full load'
  const end = sameDocument ? record.paintedAt : result.lcpAt
  if (end === null || end === undefined) throw new Error(`No paint recorded for ${path}`)
  return { kind, ms: Math.round((end - record.clickAt) * 10) / 10 }
}

// --- Run --------------------------------------------------------------------------------------------
const { executablePath, baseline, sides } = await startSides()
const browsers = []
process.on('exit', () => {
  for (const browser of browsers) browser.close()
})

const started = Date.now()
let samples
try {
  const warm = {}
  for (const [side, origin] of Object.entries(sides)) {
    warm[side] = {}
    for (const locale of locales) {
      const browser = await launchBrowser(executablePath, locale)
      browsers.push(browser)
      const paths = pathsOf(locale)
      let tab = await open(browser.port, `${origin}${paths.home}`)
      await tab.evaluate(`document.querySelector('button[name="consent"][value="reject"]')?.click(); true`)
      await sleep(500)
      tab.close()
      for (const id of targets) (await open(browser.port, `${origin}${paths[id]}`)).close()
      tab = await open(browser.port, `${origin}${paths.home}`)
      tab.close()
      warm[side][locale] = { port: browser.port, paths }
    }
  }
  samples = await clickInAlternation({
    clicks,
    sides,
    clickOnce: (side, locale, id) => {
      const { port, paths } = warm[side][locale]
      return clickOnce(port, sides[side], paths.home, paths[id])
    },
  })
} catch (error) {
  console.error(`Navigation (intent) benchmark failed: ${error instanceof Error ? error.stack : error}`)
  process.exit(1)
}
const seconds = Math.round((Date.now() - started) / 1000)

// --- Figures ----------------------------------------------------------------------------------------
const ms = (value) => (value === undefined || value === null ? '–' : value.toFixed(0))
const title = `Navigation with intent: pointer rests ${restMs} ms on a main-navigation link, then a click → next page painted (warm site, real Chromium, no DevTools attached, no throttling)`
console.log(`${title}; ${clicks} click(s) per link; ${seconds} s\n`)
const rows = clickRows(samples)
console.log(
  `${'link'.padEnd(22)} ${'navigation'.padEnd(12)} ${'median ms'.padStart(9)} ${'p90 ms'.padStart(7)}`,
)
for (const row of rows) {
  console.log(
    `${`${row.locale} ${row.path}`.padEnd(22)} ${row.kind.padEnd(12)} ${ms(row.medianMs).padStart(9)} ${ms(row.p90Ms).padStart(7)}`,
  )
}
if (baseline) printComparison(rows, baseline.label)
const figures = clickFigures(samples, `click after ${restMs} ms rest → paint`)
const file = writeBenchResult('navigation', {
  title,
  method:
    'No DevTools client attached while the visitor acts. The page itself moves the pointer in, sends the link a pointerover, waits, presses (pointerdown), clicks 100 ms later (link.click()) and keeps the click time. ' +
    'Full page load: the new document’s last largest-contentful-paint entry. Client-side navigation: the first frame after the new page’s <main> h1 and visible images are in place.',
  clicks,
  restMs,
  seconds,
  figures,
  rows,
  ...(baseline && { baseline: { label: baseline.label } }),
})
console.log(`\nJSON: ${file}`)
process.exit(0)

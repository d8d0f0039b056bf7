#!/usr/bin/env node
// `pnpm bench` (navigation): how long a visitor waits, on a warm site, from a click on a link of the
// header's main navigation (products, about, blog, contact; both languages) until the next page is
// painted. Real Chromium (playwright-core, the system Chromium), desktop window 1280×800, NO DevTools
// throttling (no CPU or network emulation): the figure is what this machine's browser does.
//
// Warm site: one browser context (one HTTP cache) per build and language. Before measuring, it opens
// the home page, answers the cookie banner (Reject: a returning visitor has answered it), then opens
// each of the four target pages once and the home page again. So the HTML, scripts, styles, fonts and
// images of every page measured are in the browser's cache (as far as their caching headers let
// them be), and the cookie banner is gone.
// One click: open the language's home page, wait until it is loaded and hydrated (the layout marks
// <html data-hydrated>) and 500 ms more (a visitor reads before clicking; whatever the page preloads
// on its own has time to arrive), then click the link with Playwright (a real pointer: move, press,
// release; so any preloading on pointer-over starts right before the press, as with a quick visitor).
//
// The method (the same script, injected into every document before the page's own, measures it):
//   - the start is the click event's timeStamp (the input's own time, in the clicked document's
//     clock), kept in sessionStorage as an absolute time: performance.timeOrigin + event.timeStamp;
//   - "content painted", for any kind of navigation: the first frame after the new page's content is
//     in place, which is when the location is the link's path, the <main> h1 is the new page's (for
//     a navigation in the same document: its text changed), and every image of <main> that is inside
//     the window has loaded. In that state the script waits for the next animation frame and then
//     for a task after it (a MessageChannel message): that task runs after the frame was rendered, so
//     its performance.now() is the paint, as absolute time (timeOrigin + now);
//   - "LCP", for a full page load only: the new document's last 'largest-contentful-paint' entry
//     (its renderTime) as absolute time (so a document the browser prerendered before the click,
//     whose clock started earlier, needs no correction by its activationStart; such navigations are
//     listed as "prerendered"). A same-document (client-side) navigation has no LCP of its
//     own (Chromium reports LCP only until the first input of a document), so there the figure is
//     "content painted";
//   - the reported figure, "click → paint", is LCP after a full page load and "content painted" after
//     a client-side navigation; "content painted" is printed for both, so two builds that navigate in
//     different ways can also be compared by one method. Both are click-to-pixels: the input's delay,
//     the router or the network and parsing, rendering, and the largest image.
// Per link and language: the median and p90 of BENCH_CLICKS clicks (default 10, at least 10 for
// figures worth reading), plus the kind of navigation seen (client-side or full load).
//
// BENCH_AGAINST=<built checkout or git ref> (see support/compare.mjs) measures the baseline the same way,
// click by click in alternation with this build (the side that goes first alternating), and judges
// the medians and p90s: "same" within the noise, for a median the larger interquartile range of the
// two sides' clicks, for a p90 the larger max − median (with ten clicks the p90 is the second-slowest
// click: one slow click moves it), and at least 10 ms or 5 %. Needs `pnpm build` first. CHROMIUM_PATH (default /usr/bin/chromium), BENCH_SERVER.
import { chromium } from 'playwright-core'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'
import { chromiumFlags } from '../../../scripts/chromium.mjs'
import {
  clickFigures,
  clickInAlternation,
  clickRows,
  locales,
  p90,
  pathsOf,
  printComparison,
  startSides,
  targets,
} from './support/clicks.mjs'
import { median } from './support/compare.mjs'

const clicks = Math.max(1, Number(process.env.BENCH_CLICKS ?? 10) || 10)
const browserLocale = { sl: 'sl-SI', en: 'en-GB' }
const readMs = 500
const timeoutMs = 15_000

/** Injected into every document before its own scripts: records clicks and paints (see the header). */
function instrument() {
  const key = 'bench-navigation-click'
  const state = { timeOrigin: performance.timeOrigin, lcp: null, painted: null }
  window.__benchNavigation = state
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.lcp = {
          at: performance.timeOrigin + (entry.renderTime || entry.loadTime || entry.startTime),
          element: entry.element ? entry.element.tagName.toLowerCase() : '',
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    // no LCP in this browser: only "content painted" is measured
  }
  const pending = () => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null')
    } catch {
      return null
    }
  }
  const samePath = (a, b) => a.replace(/\/$/, '') === b.replace(/\/$/, '')
  const inPlace = (click) => {
    if (!samePath(location.pathname, click.path)) return false
    const h1 = document.querySelector('main h1')
    if (!h1) return false
    if (click.timeOrigin === performance.timeOrigin && h1.textContent === click.fromH1) return false
    for (const image of document.querySelectorAll('main img')) {
      const box = image.getBoundingClientRect()
      const visible =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth
      if (visible && !image.complete) return false
    }
    return true
  }
  let waiting = false
  const check = () => {
    if (waiting || state.painted) return
    const click = pending()
    if (!click || !inPlace(click)) return
    waiting = true
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const entry = performance.getEntriesByType('navigation')[0]
        state.painted = {
          at: performance.timeOrigin + performance.now(),
          click,
          sameDocument: click.timeOrigin === performance.timeOrigin,
          // A document the browser prerendered (Speculation Rules) and showed on the click.
          prerendered: Boolean(entry && entry.activationStart > 0),
        }
        waiting = false
      }
      channel.port2.postMessage(null)
    })
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['src', 'srcset'],
  })
  addEventListener('load', check, true) // capture: every image's load too
  // A change that no mutation announces (a layout that moves an image out of the window): check
  // each frame while a click waits for its paint.
  const everyFrame = () => {
    check()
    if (!state.painted && pending()) requestAnimationFrame(everyFrame)
  }
  if (pending()) requestAnimationFrame(everyFrame)
  // A prerendered document reads the click (sessionStorage) and paints only once it is shown.
  document.addEventListener('prerenderingchange', () => requestAnimationFrame(everyFrame))
  addEventListener('popstate', check)
  addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link) return
      state.painted = null
      sessionStorage.setItem(
        key,
        JSON.stringify({
          at: performance.timeOrigin + event.timeStamp,
          path: new URL(link.href).pathname,
          fromH1: document.querySelector('main h1')?.textContent ?? '',
          timeOrigin: performance.timeOrigin,
        }),
      )
      queueMicrotask(check)
      requestAnimationFrame(everyFrame)
    },
    true,
  )
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The home page, loaded and hydrated, then `readMs` of reading. */
async function openHome(page, origin, locale) {
  const home = pathsOf(locale).home
  await page.goto(`${origin}${home}`, { waitUntil: 'load' })
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: timeoutMs })
  await sleep(readMs)
}

/** A browser context made warm for one build and language (see the header). */
async function warmContext(browser, origin, locale) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: browserLocale[locale],
  })
  await context.addInitScript(instrument)
  const page = await context.newPage()
  await openHome(page, origin, locale)
  const reject = page.locator('button[name="consent"][value="reject"]')
  if (await reject.isVisible()) {
    await reject.click()
    await reject.waitFor({ state: 'hidden', timeout: timeoutMs })
  }
  const paths = pathsOf(locale)
  for (const id of targets) await page.goto(`${origin}${paths[id]}`, { waitUntil: 'load' })
  await openHome(page, origin, locale)
  return { context, page, paths }
}

/** Reads the page's record without failing while a full navigation replaces the document. */
async function readState(page) {
  try {
    return await page.evaluate(() => {
      const state = window.__benchNavigation
      return state ? { painted: state.painted, lcp: state.lcp, timeOrigin: state.timeOrigin } : null
    })
  } catch {
    return null
  }
}

/** One click on the header's link to `path`: the figures of that navigation. */
async function clickOnce({ page }, origin, locale, path) {
  await openHome(page, origin, locale)
  await page.locator(`header nav a[href="${path}"]`).first().click()
  const deadline = Date.now() + timeoutMs
  let state = null
  while (Date.now() < deadline) {
    state = await readState(page)
    if (state?.painted) break
    await sleep(25)
  }
  if (!state?.painted) throw new Error(`No paint of ${path} within ${timeoutMs / 1000} s of the click`)
  const { painted } = state
  const contentMs = painted.at - painted.click.at
  let lcpMs = null
  if (!painted.sameDocument) {
    // A later, larger paint may still come: LCP settles once the page has been quiet a moment.
    await sleep(300)
    const settled = await readState(page)
    if (settled?.lcp) lcpMs = settled.lcp.at - painted.click.at
  }
  await page.evaluate(() => sessionStorage.removeItem('bench-navigation-click'))
  return {
    kind: painted.sameDocument ? 'client-side' : painted.prerendered ? 'prerendered' : 'full load',
    contentMs: round(contentMs),
    lcpMs: lcpMs === null ? null : round(lcpMs),
    ms: round(lcpMs ?? contentMs),
  }
}

const round = (ms) => Math.round(ms * 10) / 10

// --- Run --------------------------------------------------------------------------------------------
const { executablePath, baseline, sides } = await startSides()
let browser

const started = Date.now()
let samples
try {
  browser = await chromium.launch({ executablePath, args: chromiumFlags })
  const contexts = {}
  for (const [side, origin] of Object.entries(sides)) {
    contexts[side] = {}
    for (const locale of locales) contexts[side][locale] = await warmContext(browser, origin, locale)
  }
  samples = await clickInAlternation({
    name: 'navigation',
    clicks,
    sides,
    clickOnce: (side, locale, id) => {
      const warm = contexts[side][locale]
      return clickOnce(warm, sides[side], locale, warm.paths[id])
    },
  })
  await browser.close()
} catch (error) {
  console.error(`Navigation benchmark failed: ${error instanceof Error ? error.stack : error}`)
  await browser?.close().catch(() => {})
  process.exit(1)
}
const seconds = Math.round((Date.now() - started) / 1000)

// --- Figures ----------------------------------------------------------------------------------------
const rows = clickRows(samples, (records) => ({
  contentMedianMs: median(records.map((record) => record.contentMs)),
  contentP90Ms: p90(records.map((record) => record.contentMs)),
}))

const ms = (value) => (value === undefined || value === null ? '–' : value.toFixed(0))
const title =
  'Navigation, click on a main-navigation link → next page painted (warm site, real Chromium, no throttling)'
console.log(`${title}; ${clicks} click(s) per link; ${seconds} s`)
console.log(
  'Click → paint: LCP for a full page load, the first frame with the new page content for a client-side navigation (see the script header).',
)
console.log('')
const header = `${'link'.padEnd(22)} ${'navigation'.padEnd(12)} ${'median ms'.padStart(9)} ${'p90 ms'.padStart(7)}   content painted median / p90 ms`
console.log(header)
console.log('-'.repeat(header.length))
for (const row of rows) {
  console.log(
    `${`${row.locale} ${row.path}`.padEnd(22)} ${row.kind.padEnd(12)} ${ms(row.medianMs).padStart(9)} ${ms(row.p90Ms).padStart(7)}   ${ms(row.contentMedianMs)} / ${ms(row.contentP90Ms)}`,
  )
}

if (baseline) printComparison(rows, baseline.label)
const figures = clickFigures(samples, 'click → paint')
const file = writeBenchResult('navigation', {
  title,
  method:
    'Warm site (each page visited once in the same browser context, cookie banner answered). Start: the click event timeStamp. ' +
    'Full page load: the new document’s last largest-contentful-paint entry. Client-side navigation: the first frame after the new page’s <main> h1 and visible images are in place (requestAnimationFrame, then a task). No CPU or network throttling.',
  clicks,
  seconds,
  figures,
  rows,
  ...(baseline && { baseline: { label: baseline.label } }),
})
console.log(`\nJSON: ${file}`)
process.exit(0)

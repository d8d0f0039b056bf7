// What the website's page benchmarks measure (pages.mjs in the real browser, lighthouse.mjs): every
// page template in both languages, and the floor, a static page without JavaScript measured in the
// same run so that a shared, noisy machine is judged against itself. pages.mjs also measures the React
// floor: the same page with React hydrating one paragraph, what any React page costs at the least.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { listPages, routePaths } from '@firma/i18n'
import { firstBlogPostId } from '../../scripts/blog-posts.mjs'
import { startProductionServer } from '../../scripts/production-server.mjs'

/** The browser's locale for a page's language. */
export const browserLocale = { sl: 'sl-SI', en: 'en-GB' }

/** A visitor's browser asking for the page's own language (so `/` answers Slovenian, not a redirect). */
export const acceptLanguage = { sl: 'sl-SI,sl;q=0.9,en;q=0.5', en: 'en-GB,en;q=0.9' }

/** The yardstick's link (DevTools throttling): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const network = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 }

/**
 * A cold phone for one load (pages.mjs, trace.mjs): a fresh context the size of a mid-range phone,
 * asking for the page's language, with the yardstick's link and 4× CPU set on its DevTools session.
 * The caller closes `context`.
 */
export async function throttledPhone(browser, locale) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: browserLocale[locale],
    extraHTTPHeaders: { 'Accept-Language': acceptLanguage[locale] },
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page, cdp }
}

// One product category stands for the five (they share a template); the blog post is the first post
// (by id) of the content folder; the 404 page is a path no route matches.
const templates = [
  'home',
  'about',
  'products',
  'conferenceVotingSystems',
  'blog',
  'blogPost',
  'contact',
  'accessibilityStatement',
  'sitemap',
  'notFound',
]
const notFoundPaths = { sl: '/ni-take-strani', en: '/en/no-such-page' }

/** `{ id, locale, path }` of every template in both languages; BENCH_PAGES (comma-separated parts of paths or ids) keeps only some. */
export function sitePages(filter = process.env.BENCH_PAGES ?? '') {
  const blogPostId = firstBlogPostId()
  const pages = []
  for (const locale of ['sl', 'en']) {
    const paths = Object.fromEntries(listPages(locale).map((entry) => [entry.routeId, entry.path]))
    for (const id of templates) {
      const path =
        id === 'notFound'
          ? notFoundPaths[locale]
          : id === 'blogPost'
            ? routePaths.blogPost[locale].replace(':id', blogPostId)
            : paths[id]
      pages.push({ id, locale, path })
    }
  }
  const parts = filter
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return parts.length
    ? pages.filter((page) => parts.some((part) => page.path.includes(part) || page.id.includes(part)))
    : pages
}

const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<meta name="description" content="A static page without JavaScript: what this machine costs a page load.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>Software for conferences, television and the web</h1>
<p>${'We design, build and maintain software that people rely on every day. '.repeat(6)}</p>
<p>${'Our systems run parliaments’ votes, television platforms and public websites. '.repeat(6)}</p>
</main>
</body>
</html>
`

/** Serves the floor page at `/` on a free port: `{ url, close() }`. */
export function startFloor() {
  return serve({ '/': { type: 'text/html; charset=utf-8', body: floorHtml } })
}

// The React floor's script: react-dom (the site's own version) hydrating one paragraph, then marking
// <html data-hydrated> as the site's layout does, so the benchmark knows when it has hydrated. Like the
// site (pages/+onBeforeRenderClient.ts) it yields to the browser between evaluating and hydrating, so
// its longest task is react-dom's evaluation alone.
const reactFloorEntry = `import { createElement, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
function Paragraph() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return createElement('p', null, 'Hydrated by React.')
}
setTimeout(() => hydrateRoot(document.getElementById('root'), createElement(Paragraph)), 0)
`

/**
 * Serves the React floor at `/`: the floor page plus one module script, react-dom hydrating a paragraph,
 * built for production by Vite (in node_modules/.cache, so it resolves the website's react).
 */
export async function startReactFloor(websiteRoot) {
  const { build } = await import('vite')
  const dir = join(websiteRoot, 'node_modules/.cache/bench-react-floor')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'entry.js'), reactFloorEntry)
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      modulePreload: false,
      rollupOptions: { input: join(dir, 'entry.js'), output: { entryFileNames: 'floor.js' } },
    },
  })
  const html = floorHtml
    .replace('<title>Floor page</title>', '<title>React floor page</title>')
    .replace('</head>', '<script type="module" src="/floor.js"></script>\n</head>')
    .replace('</main>', '<div id="root"><p>Hydrated by React.</p></div>\n</main>')
  return serve({
    '/': { type: 'text/html; charset=utf-8', body: html },
    '/floor.js': { type: 'text/javascript', body: readFileSync(join(dir, 'dist/floor.js')) },
  })
}

/** Serves fixed files on a free loopback port: `{ url, close() }`. */
async function serve(files) {
  const server = createServer((request, response) => {
    const file = files[request.url]
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': file.type })
    response.end(file.body)
  })
  const port = await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(server.address().port))
  })
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/**
 * Runs in the page before any of its scripts (`page.addInitScript`): records the first contentful
 * paint, the largest one, the long animation frames and when the page hydrated, in `window.__bench`.
 *
 * Each long animation frame is `[start, duration, blocking]`: a stretch of the main thread longer than
 * 50 ms, its tasks and the rendering they caused (style, layout, paint) together, and its
 * `blockingDuration`, the part of it past 50 ms per long task, which is what input would have waited
 * for (Lighthouse's total blocking time counts the same). The Long Tasks API, used before 28 November
 * 2026, leaves the rendering out: it did not see the restyle and relayout of the whole page when the
 * stylesheet arrives (about 500 ms at 4× CPU on the home page), and its TBT for the home page was a
 * fifth of this one's and of Lighthouse's.
 */
export function recordTimings() {
  const bench = { fcp: null, lcp: null, hydrated: null, frames: [] }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.frames.push([entry.startTime, entry.duration, entry.blockingDuration])
  }).observe({ type: 'long-animation-frame', buffered: true })
  // <html> may not exist yet when this runs: watch the document for the attribute.
  new MutationObserver(() => {
    if (bench.hydrated === null && document.documentElement?.hasAttribute('data-hydrated'))
      bench.hydrated = performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
}

/** The long animation frames recorded by `recordTimings` that end after the first contentful paint. */
export function framesAfterPaint(bench) {
  return bench.frames.filter(([start, duration]) => start + duration > (bench.fcp ?? 0))
}

/** Total blocking time of `frames` (`[start, duration, blocking]`): the sum of their blocking times. */
export function blockingTime(frames) {
  return frames.reduce((sum, [, , blocking]) => sum + blocking, 0)
}

/**
 * The longest blocking stretch among `frames`: a frame's blocking time plus the 50 ms it starts
 * counting after (for a frame of one long task, that task with its rendering).
 */
export function longestBlock(frames) {
  return Math.max(0, ...frames.map(([, , blocking]) => (blocking > 0 ? blocking + 50 : 0)))
}

/**
 * The production build's server and, given the BENCH_AGAINST `baseline` (support/compare.mjs), the
 * baseline build's, for a benchmark that loads its pages on both alternately (pages.mjs, trace.mjs).
 * `sides` names them ('current', then 'baseline'); `origin(side)`; `gone()` says why when one of them
 * stopped in the middle of the run (crashed, or ended by something else on the machine), after which
 * every load would fail; `logs()` is what they printed. Both stop when the process exits.
 */
export async function startSiteServers(baseline) {
  const servers = { current: await startProductionServer({ path: '/' }) }
  if (baseline) servers.baseline = await startProductionServer({ path: '/', root: baseline.websiteDir })
  const names = { current: 'The production server', baseline: "The baseline's production server" }
  let gone = null
  for (const [side, server] of Object.entries(servers)) {
    server.exited.then((code) => {
      gone ??= `${names[side]} exited (${code}) in the middle of the run.`
    })
  }
  process.on('exit', () => {
    for (const server of Object.values(servers)) server.dispose()
  })
  return {
    sides: Object.keys(servers),
    origin: (side) => servers[side].origin,
    gone: () => gone,
    logs: () =>
      Object.entries(servers)
        .filter(([, server]) => server.log())
        .map(([side, server]) => `${names[side]}'s log:\n${server.log()}`)
        .join('\n'),
  }
}

/**
 * Loads every page on every side of `servers` (startSiteServers) `loads` times, in rounds: each round
 * starts one page further on, and the side loaded first alternates, so that neither a build nor a page
 * is always the first measured. `beforeRound()` runs at the start of each round (pages.mjs loads its
 * floors there). Returns `{ [side]: samples per page }`, each `load(origin, page)`'s result; a load
 * that throws is kept as `{ failed }` (left out of the medians), unless a server has gone: then it
 * throws that reason (the caller prints `servers.logs()`).
 */
export async function loadAlternately({ name, loads, pages, servers, load, beforeRound }) {
  const samples = Object.fromEntries(servers.sides.map((side) => [side, pages.map(() => [])]))
  for (let round = 0; round < loads; round++) {
    process.stderr.write(`${name}: round ${round + 1} of ${loads}\n`)
    await beforeRound?.()
    for (let step = 0; step < pages.length; step++) {
      const index = (step + round) % pages.length
      const sides = (round + step) % 2 ? [...servers.sides].reverse() : servers.sides
      for (const side of sides) {
        const sample = await load(servers.origin(side), pages[index]).catch((error) => {
          if (servers.gone()) throw new Error(servers.gone())
          return { failed: String(error instanceof Error ? error.message : error).split('\n')[0] }
        })
        samples[side][index].push(sample)
      }
    }
  }
  return samples
}

/** The loads of `samples` (loadAlternately) that failed, one line each, under a heading; '' when none did. */
export function failedLoads(pages, samples) {
  const lines = Object.entries(samples).flatMap(([side, perPage]) =>
    pages.flatMap((page, index) =>
      perPage[index]
        .filter((sample) => sample.failed)
        .map((sample) => `${side} ${page.path}: ${sample.failed}`),
    ),
  )
  return lines.length
    ? `${lines.length} load(s) failed and are left out of the medians:\n  ${lines.join('\n  ')}`
    : ''
}

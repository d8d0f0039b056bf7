#!/usr/bin/env node
// Web fonts per page: how many .woff2 files a first-time visitor's Chromium fetches on a page, and
// their bytes on the wire, for an about page and the first blog post in both languages (the blog post
// has italics and semibold, the about page only the first paint's faces). Each page loads in a fresh
// browser context (empty cache), is scrolled to the end (every text laid out) and waits for
// `document.fonts.ready`. Which fonts were preloaded is listed too.
//
// Then, what a visitor on a phone feels: each page loaded FONTS_ROUNDS times (default 5) on a mobile-like
// link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown: CDP throttling) in a fresh
// context, with the median of two moments: the last font file the page's text needs received (until
// then some text is in the fallback face, and changes when it arrives), and the largest contentful paint.
// To compare two builds, run it once per build (BENCH_SERVER names the other build's server entry).
//
// Needs `pnpm build` first. Environment: FONTS_SHOTS (a folder: also writes a screenshot of a sample of
// every face — heading, body, semibold, bold, italic, Slovenian letters — to compare two builds),
// CHROMIUM_PATH (default /usr/bin/chromium), BENCH_SERVER (server entry).
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'
import { firstBlogPostId } from '../scripts/blog-posts.mjs'
import { startProductionServer } from '../scripts/production-server.mjs'
import { median } from './support/compare.mjs'
import { mobileLike, throttle } from './support/throttling.mjs'

const shotsDir = process.env.FONTS_SHOTS ? resolve(process.env.FONTS_SHOTS) : undefined
if (shotsDir) mkdirSync(shotsDir, { recursive: true })

const blogPostId = firstBlogPostId()
const pages = ['/o-nas', `/blog/${blogPostId}`, '/en/about-us', `/en/blog/${blogPostId}`]

// One line per face the site renders; the Slovenian letters in every one of them.
const sample = `
  <div id="font-sample" style="padding:8px;background:#fff;color:#000;width:380px">
    <h1 style="margin:0">Naslov Archivo: Čas šteje, žirafa ĆĐ ćđ „ok“ – 2008 €</h1>
    <p style="font-weight:400">Besedilo 400: Ljubljana, ekipa čšž ČŠŽ ćđ ĆĐ … „navedek“ ‚x‘ — • ’</p>
    <p style="font-weight:600">Polkrepko 600: Razvijamo programsko opremo čšž ČŠŽ</p>
    <p style="font-weight:700">Krepko 700: Rešitve po meri čšž ČŠŽ ćđ</p>
    <p style="font-style:italic">Ležeče 400: Poudarek v besedilu čšž ČŠŽ ćđ — „citat“</p>
    <p style="font-style:italic;font-weight:700">Ležeče krepko (sintetizirano): čšž</p>
  </div>`

/** One first visit on a mobile-like link: when the page's last font file arrived, and LCP. */
async function throttledLoad(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    await throttle(context, page, mobileLike)
    await page.addInitScript(() => {
      window.__lcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    return await page.evaluate(async () => {
      await document.fonts.ready
      const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'))
      return { fontsDone: Math.max(0, ...fonts.map((entry) => entry.responseEnd)), lcp: window.__lcp }
    })
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumFlags,
})
const server = await startProductionServer()
const rows = []
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    const fonts = []
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('.woff2')) return
      const sizes = await request.sizes()
      fonts.push({
        file: request.url().split('/').pop(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })
    })
    await page.goto(`${server.origin}${path}`, { waitUntil: 'load' })
    const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => link.getAttribute('href')?.split('/').pop()),
    )
    await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight)
      await document.fonts.ready
    })
    await page.waitForLoadState('networkidle')
    const kb = fonts.reduce((sum, font) => sum + font.bytes, 0) / 1024
    rows.push({ path, requests: fonts.length, kb: Number(kb.toFixed(1)), preloaded: preloaded.length })
    console.log(
      `\n${path}: ${fonts.length} font files, ${kb.toFixed(1)} KB; preloaded: ${preloaded.join(', ')}`,
    )
    for (const font of fonts.sort((a, b) => a.file.localeCompare(b.file)))
      console.log(`  ${font.file.padEnd(48)} ${(font.bytes / 1024).toFixed(1).padStart(6)} KB`)
    if (shotsDir && path === pages[0]) {
      await page.evaluate((html) => document.body.insertAdjacentHTML('afterbegin', html), sample)
      await page.evaluate(() => document.fonts.ready)
      await page.waitForLoadState('networkidle')
      await page.locator('#font-sample').screenshot({ path: join(shotsDir, 'sample.png') })
    }
    await context.close()
  }
  console.log()
  console.table(rows)

  const rounds = Math.max(1, Number(process.env.FONTS_ROUNDS ?? 5) || 5)
  const throttledRows = []
  for (const path of pages) {
    const fontsDone = []
    const lcps = []
    for (let round = 0; round < rounds; round++) {
      const figures = await throttledLoad(`${server.origin}${path}`)
      fontsDone.push(figures.fontsDone)
      lcps.push(figures.lcp)
    }
    throttledRows.push({
      path,
      'fonts received ms': Math.round(median(fontsDone)),
      'LCP ms': Math.round(median(lcps)),
    })
  }
  console.log(`\nOn a mobile-like link (medians of ${rounds} first visits):`)
  console.table(throttledRows)
} finally {
  await server.stop()
  server.dispose()
  await browser.close()
}

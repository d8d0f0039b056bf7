#!/usr/bin/env node
// Screenshots of every page, to look at the design as a whole: each URL of both sitemaps (built from
// the route table, so every route and post in both languages) and the 404 page, at 1280 and 375 CSS
// pixels wide, full page, with the cookie banner already answered ("Reject"). Written to
// `.screenshots/<width>/<path>.png` (git-ignored). Needs the production build (`pnpm build`).
//
//   pnpm screenshots                       every page, both widths
//   SCREENSHOT_PAGES=o-nas,/en pnpm screenshots   only URLs whose path contains one of the texts
//   SCREENSHOT_THEME=white-on-black pnpm screenshots   in another colour scheme of the widget
//   SCREENSHOT_DIR=.screenshots-complete pnpm screenshots   into another folder (e.g. for a build made
//                                          with FIRM_FACTS=$PWD/apps/website/content/fixtures/complete-firm.yaml:
//                                          the build reads it from apps/website, so give an absolute path)
// Each page is scrolled to its end with the mouse wheel first, as a visitor does (carousels and lazy
// images then show what a visitor sees, not only the first paint), and back to its top.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startProductionServer } from '../apps/website/scripts/production-server.mjs'
import { chromiumLaunchOptions } from './chromium.mjs'

const root = join(import.meta.dirname, '..')
const out = join(root, process.env.SCREENSHOT_DIR ?? '.screenshots')
const widths = [1280, 375]
const only = (process.env.SCREENSHOT_PAGES ?? '').split(',').filter(Boolean)
const theme = process.env.SCREENSHOT_THEME

/** Every `<loc>` path of a sitemap. */
async function sitemapPaths(origin, path) {
  const xml = await (await fetch(`${origin}${path}`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

/** `/en/products/iptv-applications` → `en-products-iptv-applications`; `/` → `index`. */
function fileName(path) {
  return path === '/' ? 'index' : path.replace(/^\//, '').replaceAll('/', '-')
}

const server = await startProductionServer({ path: '/', isReady: (response) => response.status < 500 })
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const paths = [
    ...new Set([
      ...(await sitemapPaths(server.origin, '/sitemap.xml')),
      ...(await sitemapPaths(server.origin, '/en/sitemap.xml')),
      '/ta-stran-ne-obstaja',
    ]),
  ].filter((path) => only.length === 0 || only.some((text) => path.includes(text)))
  rmSync(out, { recursive: true, force: true })
  for (const width of widths) {
    mkdirSync(join(out, String(width)), { recursive: true })
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 667 : 800 },
      // A Slovenian browser, so `/` stays on the Slovenian home page instead of redirecting to /en.
      locale: 'sl-SI',
      reducedMotion: 'reduce',
    })
    // The banner answered as a visitor answers it: "Reject" (its cookie is a session cookie).
    const page = await context.newPage()
    await page.goto(`${server.origin}/o-nas`)
    await page.getByRole('button', { name: 'Zavrni' }).click()
    if (theme) {
      await context.addCookies([
        {
          name: 'a11y-preferences',
          // The widget's cookie format (version 1): only what differs from the defaults.
          value: `v=1&theme=${theme}`,
          url: server.origin,
        },
      ])
    }
    for (const path of paths) {
      await page.goto(`${server.origin}${path}`, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      await page.mouse.move(width / 2, 300)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600)
      // Back to the top by the wheel too: the header, which slides away while the visitor scrolls down,
      // returns as they scroll up, as it is on arrival (a full-page picture otherwise shows its gap).
      for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, -600)
      await page.waitForTimeout(300)
      const target = join(out, String(width), `${fileName(path)}.png`)
      await page.screenshot({ path: target, fullPage: true })
      console.log(`${width} ${path} → ${target}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
  server.dispose()
}

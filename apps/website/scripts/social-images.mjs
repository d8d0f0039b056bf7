#!/usr/bin/env node
// Raster social cards (Open Graph, Twitter) from the site's SVG header and post images: most platforms
// show no SVG. Each 1200×630 PNG shows the illustration whole, centred on its own background colour.
// Run after changing an image: `pnpm --filter website social-images`; the PNGs are committed (the build
// needs no browser). server/socialImage.test.ts checks that every page has its card.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'

const media = join(import.meta.dirname, '../public/media')
const out = join(media, 'social')
// Every page header, and each post's cover (named after the post's folder in content/blog).
const posts = new Set(
  readdirSync(join(import.meta.dirname, '../content/blog'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${entry.name}.svg`),
)
const sources = ['headers', 'blog'].flatMap((dir) =>
  readdirSync(join(media, dir))
    .filter((file) => file.endsWith('.svg') && (dir === 'headers' || posts.has(file)))
    .map((file) => ({ dir, file })),
)

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumFlags,
})
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  for (const { dir, file } of sources) {
    const svg = readFileSync(join(media, dir, file), 'utf8')
    // The illustration's backdrop is its first full-size rectangle.
    const background = /<rect width="\d+" height="\d+" fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1] ?? '#ffffff'
    await page.setContent(
      `<!doctype html><body style="margin:0;height:630px;display:grid;place-items:center;background:${background}">` +
        `<img alt="" style="height:630px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    const target = join(out, `${dir}-${file.replace(/\.svg$/, '.png')}`)
    await page.screenshot({ path: target, type: 'png' })
    console.log(`wrote ${target}`)
  }
} finally {
  await browser.close()
}

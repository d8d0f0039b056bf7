#!/usr/bin/env node
// The site's raster social cards (Open Graph, Twitter) and its favicon, from the firm's name and the
// site's SVG header and post images: most platforms show no SVG. Each 1200×630 card shows the
// illustration whole, centred on its own background colour, over a brand band with the wordmark (the
// name's first letter in the mark, then the name), in the brand colours of @firma/ui. The favicon is
// the wordmark's mark. Run after changing an image or the firm's name (content/firm.yaml):
// `pnpm --filter website social-images`; the files are committed (the build needs no browser).
// render/socialImage.test.ts checks that every page has its card and that the favicon shows the
// configured name's first letter (the same letter as the Wordmark component's `brandInitial`).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { parse } from 'yaml'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'

const website = join(import.meta.dirname, '..')
const media = join(website, 'public/media')
const out = join(media, 'social')
const fonts = join(website, '../../packages/ui/src/fonts')
// The brand colours (@firma/ui tokens, default scheme): brand, on brand, accent on brand.
const brand = { fill: '#0c2d4f', text: '#ffffff', accent: '#ffb37a' }

const { name } = parse(readFileSync(join(website, 'content/firm.yaml'), 'utf8'))
const initial = (Array.from(String(name).trim())[0] ?? '').toLocaleUpperCase()
const escapeXml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

// The favicon: the mark alone. Text in a font every system has, as a favicon loads no web font.
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand.fill}"/><text x="32" y="43" text-anchor="middle" font-family="Archivo, Arial, Helvetica, sans-serif" font-weight="700" font-size="38" fill="${brand.text}">${escapeXml(initial)}</text><rect x="20" y="50" width="24" height="5" rx="2.5" fill="${brand.accent}"/></svg>\n`
writeFileSync(join(website, 'public/favicon.svg'), favicon)
console.log('wrote public/favicon.svg')

// Every page header, and each post's cover (named after the post's folder in content/blog).
const posts = new Set(
  readdirSync(join(website, 'content/blog'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${entry.name}.svg`),
)
const sources = ['headers', 'blog'].flatMap((dir) =>
  readdirSync(join(media, dir))
    .filter((file) => file.endsWith('.svg') && (dir === 'headers' || posts.has(file)))
    .map((file) => ({ dir, file })),
)
const archivo = readFileSync(join(fonts, 'archivo-latin-sl-700-normal.woff2')).toString('base64')
const dataUrl = (type, bytes) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`

mkdirSync(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  for (const { dir, file } of sources) {
    const svg = readFileSync(join(media, dir, file), 'utf8')
    // The illustration's backdrop is its first full-size rectangle.
    const background = /<rect width="\d+" height="\d+" fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1] ?? '#ffffff'
    await page.setContent(`<!doctype html><html><head><style>
      @font-face { font-family: Archivo; font-weight: 700; src: url(data:font/woff2;base64,${archivo}) format("woff2"); }
      body { margin: 0; width: 1200px; height: 630px; display: grid; grid-template-rows: 1fr 120px; background: ${background}; }
      .art { display: grid; place-items: center; min-height: 0; }
      .art img { height: 470px; }
      .band { display: flex; align-items: center; gap: 24px; padding: 0 64px; background: ${brand.fill}; color: ${brand.text};
        font: 700 52px/1 Archivo, Arial, sans-serif; border-top: 8px solid ${brand.accent}; }
      .mark { display: grid; place-items: center; width: 72px; height: 72px; border: 3px solid ${brand.text}; border-radius: 16px;
        font-size: 44px; position: relative; box-sizing: border-box; padding-bottom: 8px; }
      .mark::after { content: ""; position: absolute; left: 22px; right: 22px; bottom: 10px; height: 6px; border-radius: 3px; background: ${brand.accent}; }
    </style></head><body>
      <div class="art"><img alt="" src="${dataUrl('image/svg+xml', svg)}"></div>
      <div class="band"><span class="mark">${escapeXml(initial)}</span><span>${escapeXml(String(name))}</span></div>
    </body></html>`)
    await page.locator('img').evaluate((img) => img.decode())
    await page.evaluate(() => document.fonts.ready)
    const target = join(out, `${dir}-${file.replace(/\.svg$/, '.png')}`)
    await page.screenshot({ path: target, type: 'png' })
    console.log(`wrote ${target}`)
  }
} finally {
  await browser.close()
}

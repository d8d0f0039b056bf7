import type { InjectFilterEntry } from 'vike/types'

/**
 * Font files the first paint of every page uses: body text (Open Sans 400) and headings (Archivo 700),
 * in their `latin-sl` files (Latin with č, š, ž: one file per face serves Slovenian and English pages).
 * Vike preloads every font the stylesheets name; the others (italics, other weights, the rarely needed
 * `latin-rest` files, the widget's OpenDyslexic, which loads only when chosen) would be downloaded
 * on every page for nothing, at the priority of the first paint's.
 */
const firstPaintFonts = /\/(open-sans-latin-sl-400-normal|archivo-latin-sl-700-normal)\.[\w-]+\.woff2$/

/**
 * Vike's inject filter (pages/+onRenderHtml.ts): only the first paint's fonts are preloaded; the
 * stylesheet still loads the others when a page needs them. Scripts, module preloads and stylesheets
 * stay as Vike injects them (starting the client after the first paint made pages ready later; SPEED.md).
 */
export function keepFirstPaintFontPreloads(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !firstPaintFonts.test(asset.src)) asset.inject = false
  }
}

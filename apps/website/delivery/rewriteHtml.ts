import { deferClientStart } from './bootScript.js'

/**
 * Font files the first paint of every page uses: body text (Open Sans 400) and headings (Archivo 700),
 * in their `latin-sl` files (Latin with č, š, ž: one file per face serves Slovenian and English pages).
 * Vike preloads every font the stylesheets name; the others (italics, other weights, the rarely needed
 * `latin-rest` files, the widget's OpenDyslexic, which loads only when chosen) would be downloaded
 * on every page for nothing, at the priority of the first paint's.
 */
const firstPaintFonts = /\/(open-sans-latin-sl-400-normal|archivo-latin-sl-700-normal)\.[\w-]+\.woff2$/

/** Removes <link rel="preload" as="font"> tags for fonts the first paint does not use; the stylesheet still loads them if needed. */
export function keepFirstPaintFontPreloads(html: string): string {
  return html.replace(/[ \t]*<link rel="preload" href="([^"]+)" as="font"[^>]*>\n?/g, (tag, href: string) =>
    firstPaintFonts.test(href) ? tag : '',
  )
}

/** Which rewrites apply (the `bootScript` and `fontPreloads` tricks); both by default. */
export interface HtmlRewrites {
  bootScript: boolean
  fontPreloads: boolean
}

/** Every HTML page the server sends, prerendered or rendered per request, goes through this. */
export function optimizeHtml(
  html: string,
  rewrites: HtmlRewrites = { bootScript: true, fontPreloads: true },
): string {
  const fonts = rewrites.fontPreloads ? keepFirstPaintFontPreloads(html) : html
  return rewrites.bootScript ? deferClientStart(fonts) : fonts
}

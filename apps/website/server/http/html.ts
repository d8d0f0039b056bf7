import { deferClientStart } from './clientBoot.js'

/**
 * Font files the first paint of every page uses: body text (Open Sans 400) and headings (Archivo 700),
 * Latin and Latin Extended (č, š, ž). Vike preloads every font the stylesheets name; the others
 * (italics, other weights, the widget's OpenDyslexic, which loads only when chosen) would be
 * downloaded on every page for nothing.
 */
const firstPaintFonts =
  /\/(open-sans-latin(-ext)?-400-normal|archivo-latin(-ext)?-700-normal)\.[\w-]+\.woff2$/

/** Latin Extended faces: Slovenian text needs them (č, š, ž); an English page's first paint does not. */
const extendedFont = /-latin-ext-/

/**
 * Removes <link rel="preload" as="font"> tags for fonts the first paint does not use, and on English
 * pages (`<html lang="en">`) the Latin Extended faces too; the stylesheet still loads them if needed.
 */
export function keepFirstPaintFontPreloads(html: string): string {
  const english = /<html[^>]*\slang="en"/.test(html.slice(0, 1024))
  return html.replace(/[ \t]*<link rel="preload" href="([^"]+)" as="font"[^>]*>\n?/g, (tag, href: string) =>
    firstPaintFonts.test(href) && !(english && extendedFont.test(href)) ? tag : '',
  )
}

/** Every HTML page the server sends, prerendered or rendered per request, goes through this. */
export function optimizeHtml(html: string): string {
  return deferClientStart(keepFirstPaintFontPreloads(html))
}

// Every HTML page the server sends, prerendered or rendered per request, is rewritten here and only
// here (`transformHtml`): the prerendered pages once when the server starts, the others per response.
import type { MiddlewareHandler } from 'hono'

/**
 * Font files the first paint of every page uses: body text (Open Sans 400) and headings (Archivo 700),
 * in their `latin-sl` files (Latin with č, š, ž: one file per face serves Slovenian and English pages).
 * Vike preloads every font the stylesheets name; the others (italics, other weights, the rarely needed
 * `latin-rest` files, the widget's OpenDyslexic, which loads only when chosen) would be downloaded
 * on every page for nothing, at the priority of the first paint's.
 */
const firstPaintFonts = /\/(open-sans-latin-sl-400-normal|archivo-latin-sl-700-normal)\.[\w-]+\.woff2$/

/** Removes <link rel="preload" as="font"> tags for fonts the first paint does not use; the stylesheet still loads them if needed. */
function keepFirstPaintFontPreloads(html: string): string {
  return html.replace(/[ \t]*<link rel="preload" href="([^"]+)" as="font"[^>]*>\n?/g, (tag, href: string) =>
    firstPaintFonts.test(href) ? tag : '',
  )
}

/**
 * The one rewrite of every page's HTML: only the first paint's font preloads stay. (Vike's entry
 * script and module preloads stay as Vike writes them: starting the client after the first paint by a
 * boot script made pages ready later in Chromium; SPEED.md.)
 */
export function transformHtml(html: string): string {
  return keepFirstPaintFontPreloads(html)
}

/** Hono middleware: every HTML page the app renders goes through `transformHtml`. */
export const transformHtmlResponses: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
  const html = transformHtml(await c.res.text())
  c.res = new Response(html, { status: c.res.status, headers: c.res.headers })
}

// Every HTML page the server sends, prerendered or rendered per request, is rewritten here and only
// here (`transformHtml`): the prerendered pages once when the server starts, the others per response.
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/**
 * The browser starts the client (Vike's entry module and the modules it needs) only after the first
 * paint. The server's HTML is the complete page, readable and usable without JavaScript (links are
 * links, forms post), so on a slow phone the text, the header image and the fonts are on screen before
 * hydration takes the main thread, and the first paint never waits for the framework's download.
 *
 * A classic `defer` script of a few hundred bytes: it runs after the document is parsed (and after the
 * stylesheet, which blocks scripts), waits for the first contentful paint (the Paint Timing API; where
 * a browser lacks it, the next frame), and then adds the modulepreload links and the entry script that
 * Vike put in the HTML. A tab opened in the background paints nothing, so it starts there at once, and
 * in any case after three seconds.
 */
const readable = `(function () {
  var boot = document.currentScript
  var started = false
  function start() {
    if (started) return
    started = true
    var modules = (boot.getAttribute('data-modules') || '').split(' ')
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = modules[i]
      document.head.appendChild(link)
    }
    var entry = document.createElement('script')
    entry.type = 'module'
    entry.src = boot.getAttribute('data-entry')
    document.body.appendChild(entry)
  }
  var paint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (document.visibilityState === 'hidden') start()
  else if (paint && paint.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries()
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') setTimeout(start, 0)
      }
    }).observe({ type: 'paint', buffered: true })
  } else {
    // A requestAnimationFrame callback runs just before a frame is painted; the task it queues, after.
    requestAnimationFrame(function () { setTimeout(start, 0) })
  }
  setTimeout(start, 3000)
})()
`

/** What is served: the script above without its comments and indentation (fewer bytes). */
const source = readable.replace(/^[ \t]*\/\/.*\n/gm, '').replace(/\n[ \t]+/g, '\n')

/** The boot script, served from memory under a name that changes with its content (cached for good). */
export const clientBoot = {
  path: `/assets/boot.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`,
  source,
} as const

const entryScript = /[ \t]*<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>\n?/
const modulePreload = /[ \t]*<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>\n?/g

/**
 * Replaces Vike's entry script and modulepreload links (production builds: `/assets/entries/…`) with
 * the boot script, which adds them after the first paint. HTML without them is returned as it is.
 */
function deferClientStart(html: string): string {
  const entry = entryScript.exec(html)
  if (!entry) return html
  const modules: string[] = []
  const withoutPreloads = html.replace(modulePreload, (_, href: string) => {
    modules.push(href)
    return ''
  })
  return withoutPreloads.replace(
    entryScript,
    `<script src="${clientBoot.path}" data-entry="${entry[1]}" data-modules="${modules.join(' ')}" defer></script>\n`,
  )
}

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

/** The one rewrite of every page's HTML: the first-paint font preloads only, the client started by the boot script. */
export function transformHtml(html: string): string {
  return deferClientStart(keepFirstPaintFontPreloads(html))
}

/** Hono middleware: every HTML page the app renders goes through `transformHtml`. */
export const transformHtmlResponses: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
  const html = transformHtml(await c.res.text())
  c.res = new Response(html, { status: c.res.status, headers: c.res.headers })
}

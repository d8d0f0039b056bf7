// Route preloading. Every page is a full load of the server's HTML (Vike's server routing), so to
// preload a route is to let the browser fetch the next document before the click (prefetch), or
// prepare the whole page in the background (prerender, through Speculation Rules), so a click shows it
// at once. At most five preloads run at a time.
import { whenIdle } from '@firma/ui'
import { createQueue, PRELOAD_CONCURRENCY } from './preloadQueue.js'

/** How long the pointer or the keyboard focus rests on a link before its page is prerendered. */
const PRERENDER_INTENT_MS = 200

/** The path (and query) of a link to another page of this site, or null for any other link. */
function pageLinkTarget(link: Element | null, location: Location): string | null {
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null
  if (link.pathname === location.pathname && link.search === location.search) return null
  // The server's endpoints are not pages.
  if (link.pathname.startsWith('/api/')) return null
  return link.pathname + link.search
}

/** Whether this browser prerenders pages named by `<script type="speculationrules">`. */
function supportsSpeculationRules(): boolean {
  return typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules')
}

/**
 * Fetches a page's HTML into the browser's cache with `<link rel="prefetch">` (it waits for the
 * response, so the queue's limit counts real downloads). The server answers pages with
 * `Vary: Cookie`: a prefetched page is not used once the visitor's consent or preferences change.
 */
function prefetchDocument(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = url
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
    document.head.append(link)
  })
}

/**
 * The pages to prerender, the latest five the visitor showed intent for, as one Speculation Rules
 * script (the Content-Security-Policy allows these rules, not scripts, with 'inline-speculation-rules').
 * A page dropped from the list is discarded by the browser.
 */
function createPrerenders() {
  let urls: string[] = []
  let script: HTMLScriptElement | null = null
  const write = () => {
    script?.remove()
    script = null
    if (urls.length === 0) return
    script = document.createElement('script')
    script.type = 'speculationrules'
    script.textContent = JSON.stringify({ prerender: [{ source: 'list', urls }] })
    document.head.append(script)
  }
  return {
    add(url: string) {
      if (urls.includes(url)) return
      urls = [...urls, url].slice(-PRELOAD_CONCURRENCY)
      write()
    },
    /** Drops every prerendered page (they were made with the cookies or the build of before). */
    clear() {
      urls = []
      write()
    },
  }
}

/**
 * Preloads the pages of links the visitor can see or shows intent for, at most five at a time. The
 * function it returns stops it and drops the prerendered pages (after a deploy: they are the old
 * build's).
 */
export function preloadRoutes(): () => void {
  const prefetches = createQueue(PRELOAD_CONCURRENCY, prefetchDocument)
  const prerenders = supportsSpeculationRules() ? createPrerenders() : null
  let stopped = false
  const target = (element: Element | null) =>
    stopped ? null : pageLinkTarget(element?.closest?.('a[href]') ?? null, window.location)

  // Pointing at a link or reaching it by keyboard prefetches its page at once; resting there a moment
  // prerenders it (a press of the pointer, at once), so the click shows the page already drawn.
  let intent: { url: string; timer: number } | null = null
  const cancelIntent = () => {
    if (intent) window.clearTimeout(intent.timer)
    intent = null
  }
  const showIntent = (element: Element | null, delay: number) => {
    const url = target(element)
    if (!url) return
    prefetches.add(url)
    if (!prerenders || intent?.url === url) return
    cancelIntent()
    intent = { url, timer: window.setTimeout(() => prerenders.add(url), delay) }
  }
  const onIntent = (delay: number) => (event: Event) => showIntent(event.target as Element | null, delay)
  document.addEventListener('pointerover', onIntent(PRERENDER_INTENT_MS))
  document.addEventListener('focusin', onIntent(PRERENDER_INTENT_MS))
  document.addEventListener('pointerdown', onIntent(0))
  document.addEventListener('pointerout', cancelIntent)
  document.addEventListener('focusout', cancelIntent)
  // This code arrives after the visitor's first move (client/start.ts): the link they are on counts.
  showIntent(
    [...document.querySelectorAll('a[href]:hover')].at(-1) ?? document.activeElement,
    PRERENDER_INTENT_MS,
  )

  // A page prerendered before the visitor chose consent, a language or a setting would show the old
  // choice: any cookie change drops them (browsers that prerender also report cookie changes).
  const cookieStore = (globalThis as { cookieStore?: EventTarget }).cookieStore
  cookieStore?.addEventListener('change', () => prerenders?.clear())

  // Visible links are prefetched once the page has loaded and the main thread is idle. This code runs
  // only after the visitor's first move (client/start.ts: pointer, focus, key, scroll, touch), so a
  // first load never competes with other pages, and a visitor who only reads what they opened spends
  // no data on pages they will not visit.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const url = target(entry.target)
      if (url) prefetches.add(url)
    }
  })
  const start = () =>
    whenIdle(() => {
      for (const link of document.querySelectorAll('a[href]')) observer.observe(link)
    }, 5000)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    stopped = true
    cancelIntent()
    prerenders?.clear()
    observer.disconnect()
  }
}

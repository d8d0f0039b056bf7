// Route preloading: the code and data of a page the visitor is likely to open next are fetched before
// the click, through Vike's client router (`prefetch` from `vike/client/router`). Vike's own
// prefetching is off (`prefetchStaticAssets: false` in pages/+config.ts): this one waits for the
// visitor to engage, so it never competes with the first load.
import { afterEngagement, whenIdle } from '@firma/ui'
import { prefetch } from 'vike/client/router'
import { LINKS_CHANGED } from './linkEvents.js'
import { createQueue, PRELOAD_CONCURRENCY } from './preloadQueue.js'

/** Preloads the pages of links the visitor can see or points at, at most five at a time. */
export function preloadRoutes(): void {
  const preloads = createQueue(PRELOAD_CONCURRENCY, (url) => prefetch(url))
  const preloadLink = (link: Element) => {
    if (
      link instanceof HTMLAnchorElement &&
      link.origin === window.location.origin &&
      !link.hasAttribute('download')
    ) {
      preloads.add(link.pathname)
    }
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      preloadLink(entry.target)
    }
  })
  const observeLinks = () => {
    for (const link of document.querySelectorAll('a[href^="/"]')) observer.observe(link)
  }
  // Pointing at a link or reaching it by keyboard preloads its page at once.
  for (const type of ['pointerover', 'focusin'] as const) {
    document.addEventListener(type, (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]')
      if (link) preloadLink(link)
    })
  }
  // Visible links are preloaded once the visitor engages with the page (scrolls, touches, points,
  // presses a key), the page has loaded and the main thread is idle. Preloading a page runs its code,
  // so a first load never competes with other pages' code, and a visitor who only reads what they
  // opened spends no data and no battery on pages they will not visit.
  let observing = false
  afterEngagement(() => {
    const start = () =>
      whenIdle(() => {
        observing = true
        observeLinks()
      }, 5000)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  })
  window.addEventListener(LINKS_CHANGED, () => {
    if (observing) observeLinks()
  })
}

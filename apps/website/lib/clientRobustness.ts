// The site's client-side robustness (SPEC sections 4, 7 and 8), installed once in the browser by the
// layout module. (Not a Vike +client file: that makes Vike inject an inline <script>, which the strict
// CSP would have to allow by nonce or hash.)
import { afterEngagement, whenIdle } from '@firma/ui'
import { prefetch } from 'vike/client/router'
import { createHttpClient } from '../client/http.js'
import { LINKS_CHANGED } from './linkEvents.js'
import {
  BUILD_POLL_MS,
  createQueue,
  isChunkLoadError,
  PRELOAD_CONCURRENCY,
  RELOAD_GUARD_MS,
  shouldReload,
} from './robustness.js'

const RELOAD_KEY = 'site:chunk-reload-at'

// A chunk that cannot load (typically after a deploy replaced it): reload once, not in a loop.
function reloadAfterChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false
  let last: number | null = null
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY)) || null
  } catch {
    // Storage may be unavailable; then the guard lives for this page only.
  }
  const now = Date.now()
  if (!shouldReload(now, last, RELOAD_GUARD_MS)) return false
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now))
  } catch {}
  window.location.reload()
  return true
}

let installed = false

/** Installs the handlers once; a no-op on the server and on later calls. */
export function installClientRobustness(): void {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadAfterChunkError(event.reason)) {
      event.preventDefault()
      return
    }
    if (!document.documentElement.hasAttribute('data-hydrated'))
      console.error('Error while mounting app', event.reason)
  })
  window.addEventListener('error', (event) => {
    if (!document.documentElement.hasAttribute('data-hydrated') && !reloadAfterChunkError(event.error)) {
      console.error('Error while mounting app', event.error)
    }
  })

  // After a new deploy the next navigation is a full page load, so the visitor gets the new code.
  let newDeploy = false
  const buildInfo = createHttpClient('')
  async function checkBuild() {
    if (newDeploy || document.visibilityState !== 'visible') return
    try {
      // The site's HTTP client: a timeout, and one retry (after Retry-After) of this idempotent GET.
      const { buildTime } = await buildInfo<{ buildTime?: string }>('/build-info.json', { cache: 'no-store' })
      newDeploy = typeof buildTime === 'string' && buildTime !== __BUILD_TIME__
    } catch {
      // Offline or a passing network fault: ask again later.
    }
  }
  window.setInterval(checkBuild, BUILD_POLL_MS)
  document.addEventListener('visibilitychange', checkBuild)
  document.addEventListener(
    'click',
    (event) => {
      if (!newDeploy || event.defaultPrevented || event.button !== 0) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin)
        return
      if (link.pathname === window.location.pathname && link.hash) return
      event.preventDefault()
      window.location.assign(link.href)
    },
    true,
  )

  // Route preloading: links the visitor can see or points at, at most five at a time.
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

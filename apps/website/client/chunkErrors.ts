// A chunk of the site's code that cannot load (typically after a deploy replaced it) reloads the page,
// at most once in ten seconds so a broken deploy cannot loop; an error while the page mounts is
// reported on the console.

/** SPEC's reload guard: a chunk-load error reloads the page at most once per 10 seconds. */
const RELOAD_GUARD_MS = 10_000

const RELOAD_KEY = 'site:chunk-reload-at'

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
]

/** Whether an error is the browser failing to load one of the site's code chunks (e.g. after a deploy). */
function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
  return chunkErrorPatterns.some((pattern) => pattern.test(message))
}

/** Whether to reload now: never twice within the guard window; a clock that went back does not block it. */
function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= RELOAD_GUARD_MS ||
    now < lastReloadAt
  )
}

/** Reloads the page if `reason` is a chunk-load error and the guard allows it; true when it did. */
function reloadAfterChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false
  let last: number | null = null
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY)) || null
  } catch {
    // Storage may be unavailable; then the guard lives for this page only.
  }
  const now = Date.now()
  if (!shouldReload(now, last)) return false
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now))
  } catch {}
  window.location.reload()
  return true
}

/**
 * Listens for errors in the browser: a chunk that cannot load reloads the page (Vite's
 * `vite:preloadError` and unhandled import failures); any other error before the page has hydrated
 * (`data-hydrated` on <html>) is reported as a failed mount.
 */
export function handleLoadErrors(): void {
  const reload = reloadAfterChunkError
  const mounted = () => document.documentElement.hasAttribute('data-hydrated')
  window.addEventListener('vite:preloadError', (event) => {
    if (reload((event as Event & { payload?: unknown }).payload)) event.preventDefault()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (reload(event.reason)) {
      event.preventDefault()
      return
    }
    if (!mounted()) console.error('Error while mounting app', event.reason)
  })
  window.addEventListener('error', (event) => {
    if (!mounted() && !reload(event.error)) console.error('Error while mounting app', event.error)
  })
}

// After a new deploy, the next navigation is a full page load, so the visitor gets the new code
// instead of client-side navigation into chunks the new build no longer has.
import { createHttpClient } from '../client/http.js'

/** How often the browser asks whether a new version was deployed. */
const BUILD_POLL_MS = 5 * 60_000

/** Asks `/build-info.json` now and then; once it names another build, same-site link clicks load fully. */
export function reloadOnNewBuild(): void {
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
}

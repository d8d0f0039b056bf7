// Noticing a new deploy. Every click loads the next page from the server, so a visitor always gets
// the newest build's pages; what could still come from the old build is a page the browser already
// prepared in the background (Speculation Rules: client/speculation.ts). The browser asks now and then
// which build the server runs, and once it is another one, those pages are dropped.

/** How often the browser asks whether a new version was deployed. */
const BUILD_POLL_MS = 5 * 60_000

/** Asks `/build-info.json` every five minutes and when the tab becomes visible; calls `onNew` once. */
export function watchForNewBuild(onNew: () => void): void {
  let newDeploy = false
  async function checkBuild() {
    if (newDeploy || document.visibilityState !== 'visible') return
    try {
      const response = await fetch('/build-info.json', { cache: 'no-store' })
      const { buildTime } = response.ok ? ((await response.json()) as { buildTime?: unknown }) : {}
      if (typeof buildTime === 'string' && buildTime !== __BUILD_TIME__) {
        newDeploy = true
        onNew()
      }
    } catch {
      // Offline or a passing network fault: ask again later.
    }
  }
  window.setInterval(checkBuild, BUILD_POLL_MS)
  document.addEventListener('visibilitychange', checkBuild)
}

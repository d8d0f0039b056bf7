// The delivery tricks that run in the browser, started once by the layout module before hydration.
// (Not a Vike `+client` file: that makes Vike inject an inline <script>, which the strict
// Content-Security-Policy would have to allow by nonce or hash.)
import { handleLoadErrors } from './chunkErrors.js'
import { watchForNewBuild } from './newBuild.js'
import { preloadRoutes } from './routePreloading.js'
import { isOnInBuild } from './switches.js'

let started = false

/**
 * Starts, each unless switched off in the build: the reload after a chunk fails to load (errors while
 * mounting are reported either way), route preloading, and the check for a new deploy that stops it.
 * A no-op on the server and on later calls.
 */
export function startClientDelivery(): void {
  if (started || typeof window === 'undefined') return
  started = true
  handleLoadErrors({ reloadOnChunkError: isOnInBuild('chunkErrorReload') })
  if (!isOnInBuild('routePreloading')) return
  const stopPreloading = preloadRoutes()
  if (isOnInBuild('newBuildCheck')) watchForNewBuild(stopPreloading)
}

// What the browser starts once, before hydration (from pages/+Layout.tsx): the reload after a chunk
// fails to load, and route preloading with the deploy check. (Not a Vike `+client` file: that makes
// Vike inject an inline <script>, which the strict Content-Security-Policy would have to allow by
// nonce or hash.)
import { afterEngagement } from '@firma/ui'
import { handleLoadErrors } from './chunkErrors.js'

/**
 * Route preloading and the deploy check are loaded with the visitor's first move (pointer, focus,
 * key, scroll, touch: `afterEngagement`, which the carousels wait for too): nothing of them is in the
 * page's first load, and a reader who never moves downloads none of it. They start from where the
 * visitor is: a link already under the pointer or focused counts (routePreloading.ts).
 */
function preloadRoutesOnFirstInterest(): void {
  afterEngagement(() => {
    Promise.all([import('./routePreloading.js'), import('./newBuild.js')])
      .then(([{ preloadRoutes }, { watchForNewBuild }]) => watchForNewBuild(preloadRoutes()))
      // A chunk a deploy removed is handled by chunkErrors.ts (one reload); preloading is optional.
      .catch(() => {})
  })
}

let started = false

/** Starts the chunk-error reload and, with the visitor's first move, route preloading. Once; not on the server. */
export function startClient(): void {
  if (started || typeof window === 'undefined') return
  started = true
  handleLoadErrors()
  preloadRoutesOnFirstInterest()
}

// What the browser starts once, before hydration (from pages/+Layout.tsx): the reload after a chunk
// fails to load, and keeping the browser's prerendered pages current. (Not a Vike `+client` file: that
// makes Vike inject an inline <script>, which the strict Content-Security-Policy would have to allow by
// nonce or hash.)
import { afterEngagement } from '@firma/ui'
import { handleLoadErrors } from './chunkErrors.js'

/**
 * The browser prepares the next page itself (the Speculation Rules in <head>). What drops those pages
 * when a cookie changes or a new build is deployed (speculation.ts, newBuild.ts) loads with the
 * visitor's first move (pointer, focus, key, scroll, touch: `afterEngagement`, which the carousels
 * wait for too): it is not in the page's first load, and nothing can change a cookie before that move.
 */
function followSpeculationsOnFirstMove(): void {
  afterEngagement(() => {
    Promise.all([import('./speculation.js'), import('./newBuild.js')])
      .then(([{ followCookieChanges }, { watchForNewBuild }]) => watchForNewBuild(followCookieChanges()))
      // A chunk a deploy removed is handled by chunkErrors.ts (one reload); this is optional.
      .catch(() => {})
  })
}

let started = false

/** Starts the chunk-error reload and, with the visitor's first move, what keeps prerendered pages current. Once; not on the server. */
export function startClient(): void {
  if (started || typeof window === 'undefined') return
  started = true
  handleLoadErrors()
  followSpeculationsOnFirstMove()
}

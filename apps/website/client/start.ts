// What the browser starts once, before hydration (from pages/+Layout.tsx): the reload after a chunk
// fails to load, and route preloading with the deploy check. (Not a Vike `+client` file: that makes
// Vike inject an inline <script>, which the strict Content-Security-Policy would have to allow by
// nonce or hash.)
import { handleLoadErrors } from './chunkErrors.js'

/** The visitor's first sign of life: what loads the route preloading code. */
const FIRST_INTEREST = [
  'pointermove',
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'scroll',
  'wheel',
  'touchstart',
]

/**
 * Route preloading and the deploy check are loaded with the visitor's first move (pointer, focus,
 * key, scroll, touch): nothing of them is in the page's first load, and a reader who never moves
 * downloads none of it. They start from where the visitor is: a link already under the pointer or
 * focused counts (routePreloading.ts).
 */
function preloadRoutesOnFirstInterest(): void {
  const start = () => {
    for (const type of FIRST_INTEREST) window.removeEventListener(type, start, true)
    Promise.all([import('./routePreloading.js'), import('./newBuild.js')])
      .then(([{ preloadRoutes }, { watchForNewBuild }]) => watchForNewBuild(preloadRoutes()))
      // A chunk a deploy removed is handled by chunkErrors.ts (one reload); preloading is optional.
      .catch(() => {})
  }
  for (const type of FIRST_INTEREST) {
    window.addEventListener(type, start, { capture: true, passive: true })
  }
}

let started = false

/** Starts the chunk-error reload and, with the visitor's first move, route preloading. Once; not on the server. */
export function startClient(): void {
  if (started || typeof window === 'undefined') return
  started = true
  handleLoadErrors()
  preloadRoutesOnFirstInterest()
}

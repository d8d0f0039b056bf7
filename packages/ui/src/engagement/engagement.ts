/**
 * The first sign that a visitor is using the page rather than only looking at it: a scroll, the
 * wheel, a pointer moving, over an element or pressed, a touch, a key or focus moving (a screen
 * reader's, too). Code that is not needed for the first view (a carousel's swipe engine, other pages'
 * code) waits for it, so a first load spends neither data nor main-thread time on it.
 */
const engagementEvents = [
  'scroll',
  'wheel',
  'pointerdown',
  'pointermove',
  'pointerover',
  'touchstart',
  'keydown',
  'focusin',
] as const

let engaged = false
const waiting = new Set<() => void>()
let listening = false

function onEngagement() {
  engaged = true
  for (const type of engagementEvents) window.removeEventListener(type, onEngagement, true)
  listening = false
  const runs = [...waiting]
  waiting.clear()
  for (const run of runs) run()
}

/**
 * Runs `run` once the visitor first engages with the page: at once if they already have. Returns a
 * function that cancels a run that has not happened yet. Does nothing on the server.
 */
export function afterEngagement(run: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  if (engaged) {
    run()
    return () => {}
  }
  waiting.add(run)
  if (!listening) {
    listening = true
    for (const type of engagementEvents)
      window.addEventListener(type, onEngagement, { capture: true, passive: true })
  }
  return () => {
    waiting.delete(run)
  }
}

/**
 * Runs `run` when the browser is next idle (at the latest after `timeout` ms), or after a short
 * delay where `requestIdleCallback` is missing. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(run, 50)
  return () => window.clearTimeout(timer)
}

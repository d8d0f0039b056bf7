import { vi } from 'vitest'

/**
 * Browser stand-ins for component tests in jsdom, shared by the packages' tests and the website's
 * screen tests.
 *
 * jsdom lacks the observers the carousel library (Embla) uses and matchMedia; these stand-ins do
 * nothing, which is what a browser does while nothing resizes. `reducedMotion` makes the
 * `prefers-reduced-motion: reduce` query match; without it no motion preference is set.
 */
export function installBrowserStubs({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('ResizeObserver', InertObserver)
  vi.stubGlobal('IntersectionObserver', InertObserver)
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  )
}

/**
 * jsdom cannot play media. These stand-ins flip `paused` and fire `play`/`pause` like a browser,
 * and record whether the video was muted when it started.
 */
export function installMediaStubs() {
  const paused = new WeakMap<HTMLMediaElement, boolean>()
  const startedMuted: boolean[] = []
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true
  })
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    startedMuted.push(this.muted)
    paused.set(this, false)
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true)
      this.dispatchEvent(new Event('pause'))
    }
  })
  return { startedMuted }
}

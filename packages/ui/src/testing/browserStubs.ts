import { vi } from 'vitest'

/**
 * jsdom lacks the observers Embla uses and matchMedia; these stand-ins do nothing, which is
 * what a browser does while nothing resizes. `setReducedMotion` answers the reduced-motion query.
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

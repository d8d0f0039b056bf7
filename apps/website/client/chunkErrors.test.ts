import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleLoadErrors } from './chunkErrors.js'

// The browser's side of the handlers, in Node: a window to dispatch on, the session's storage, the
// page's hydration flag and a clock the test moves.
let reload: ReturnType<typeof vi.fn>
let hydrated: boolean

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.parse('2026-12-01T10:00:00Z'))
  reload = vi.fn()
  hydrated = true
  const stored = new Map<string, string>()
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { reload } }))
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  })
  vi.stubGlobal('document', { documentElement: { hasAttribute: () => hydrated } })
  handleLoadErrors()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Vite's event for a chunk (or its CSS) that failed to load; returns whether the handler took it. */
function preloadError(payload: unknown): boolean {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

function unhandledRejection(reason: unknown): boolean {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('a chunk of the site that cannot load', () => {
  it('reloads the page for each of the browsers’ messages for a missing chunk', () => {
    for (const error of [
      new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      new Error('error loading dynamically imported module'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/x.css'),
      'Loading chunk 42 failed',
    ]) {
      reload.mockClear()
      // Past the guard each time, so each message is judged on its own.
      vi.advanceTimersByTime(10_000)
      expect(preloadError(error), String(error)).toBe(true)
      expect(reload, String(error)).toHaveBeenCalledOnce()
    }
  })

  it('leaves any other error alone, before hydration reporting it as a failed mount', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(unhandledRejection(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(log).not.toHaveBeenCalled()
    hydrated = false
    const failure = new Error('Cannot read properties of undefined')
    expect(unhandledRejection(failure)).toBe(false)
    expect(log).toHaveBeenCalledWith('Error while mounting app', failure)
    expect(reload).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it('reloads at most once within 10 seconds, so a broken deploy cannot loop', () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    expect(unhandledRejection(missing)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(9_999)
    expect(unhandledRejection(missing)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(unhandledRejection(missing)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('reloads again when the clock went back past the last reload, rather than never', () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    expect(preloadError(missing)).toBe(true)
    vi.setSystemTime(Date.parse('2026-12-01T09:00:00Z'))
    expect(preloadError(missing)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The module remembers that the visitor engaged; each test starts with a page nobody has touched.
let engagement: typeof import('./engagement.js')
beforeEach(async () => {
  vi.resetModules()
  engagement = await import('./engagement.js')
})

describe('afterEngagement', () => {
  it('waits for the visitor to scroll, point, touch, press a key or move focus, then runs each waiting task once', () => {
    const first = vi.fn()
    const second = vi.fn()
    engagement.afterEngagement(first)
    engagement.afterEngagement(second)
    window.dispatchEvent(new Event('resize'))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(first).not.toHaveBeenCalled()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('scroll'))
    expect(first).toHaveBeenCalledTimes(1)
  })

  it.each([
    'scroll',
    'wheel',
    'pointerdown',
    'pointermove',
    'pointerover',
    'touchstart',
    'keydown',
    'focusin',
  ])('counts %s', (type) => {
    const run = vi.fn()
    engagement.afterEngagement(run)
    window.dispatchEvent(new Event(type))
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs at once for a visitor who already engaged, and not at all once cancelled', () => {
    const cancelled = vi.fn()
    engagement.afterEngagement(cancelled)()
    window.dispatchEvent(new Event('pointermove'))
    expect(cancelled).not.toHaveBeenCalled()
    const later = vi.fn()
    engagement.afterEngagement(later)
    expect(later).toHaveBeenCalledOnce()
  })
})

describe('whenIdle', () => {
  it('runs when the browser is idle, and not once cancelled', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1))
    const run = vi.fn()
    engagement.whenIdle(run)
    expect(run).not.toHaveBeenCalled()
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 })
    expect(run).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('falls back to a short timer where requestIdleCallback is missing', async () => {
    vi.useFakeTimers()
    const run = vi.fn()
    const cancelled = vi.fn()
    engagement.whenIdle(run)
    engagement.whenIdle(cancelled)()
    vi.advanceTimersByTime(100)
    expect(run).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
    vi.useRealTimers()
  })
})

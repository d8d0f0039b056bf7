import { describe, expect, it } from 'vitest'
import { createQueue, PRELOAD_CONCURRENCY } from './preloadQueue.js'

describe('route preload queue', () => {
  it('allows five at a time', () => {
    expect(PRELOAD_CONCURRENCY).toBe(5)
  })

  it('runs at most five preloads at a time, each route once', async () => {
    const started: string[] = []
    const finish: (() => void)[] = []
    let peak = 0
    const queue = createQueue(PRELOAD_CONCURRENCY, (key) => {
      started.push(key)
      peak = Math.max(peak, queue.running)
      return new Promise<void>((resolve) => finish.push(resolve))
    })
    for (let i = 0; i < 12; i++) queue.add(`/page-${i}`)
    queue.add('/page-0')
    expect(started).toHaveLength(5)
    while (finish.length > 0) {
      finish.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(started).toHaveLength(12)
    expect(new Set(started).size).toBe(12)
    expect(peak).toBeLessThanOrEqual(5)
  })
})

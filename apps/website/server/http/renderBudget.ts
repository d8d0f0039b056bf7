/**
 * Renders a client may force, per process (a render costs its CPU). Past the most clients it keeps, full
 * buckets go first, then all (a flood of fresh addresses starts everyone over).
 */
export interface RenderBudget {
  /** False when `client` has none left now. */
  take(client: string): boolean
}

// 60 renders a client, refilled at one a second, for at most 50,000 clients: a reader with own settings
// costs a render per page opened, far below it, even many behind one address.
const burst = 60
const perSecond = 1
const maxClients = 50_000

export function createRenderBudget(): RenderBudget {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const refilled = (bucket: { tokens: number; at: number }, now: number) =>
    Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond)

  return {
    take(client) {
      // performance.now(): a wall clock that steps neither empties nor fills a bucket.
      const now = performance.now()
      let bucket = buckets.get(client)
      if (!bucket) {
        if (buckets.size >= maxClients) {
          for (const [key, old] of buckets) if (refilled(old, now) >= burst) buckets.delete(key)
          if (buckets.size >= maxClients) buckets.clear()
        }
        bucket = { tokens: burst, at: now }
        buckets.set(client, bucket)
      }
      bucket.tokens = refilled(bucket, now)
      bucket.at = now
      if (bucket.tokens < 1) return false
      bucket.tokens -= 1
      return true
    },
  }
}

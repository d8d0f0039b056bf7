/**
 * How many renders each client may force: a bucket of `burst` renders that refills at `perSecond`.
 * Kept in the process (a render costs this process's CPU, whatever other instances do); at most
 * `maxClients` buckets, the full ones dropped first, all of them past that (a flood of fresh addresses
 * then starts everyone over rather than growing the memory).
 */
export interface RenderBudget {
  /** Takes one render from `client`'s budget; false when it has none left now. */
  take(client: string): boolean
}

export interface RenderBudgetOptions {
  burst: number
  perSecond: number
  maxClients: number
}

/**
 * The site's: 60 renders at once, then one a second. A person reading the site with their own
 * settings costs one render a page they open (navigation inside the site fetches the prerendered
 * page data): far below it, also many people behind one office address.
 */
export const siteRenderBudget: RenderBudgetOptions = { burst: 60, perSecond: 1, maxClients: 50_000 }

export function createRenderBudget(options: RenderBudgetOptions): RenderBudget {
  const { burst, perSecond, maxClients } = options
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

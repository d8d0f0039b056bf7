/** SPEC section 9: a chunk-load error reloads the page at most once per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000
/** SPEC section 9: at most five route preloads at a time. */
export const PRELOAD_CONCURRENCY = 5
/** How often the browser asks whether a new version was deployed. */
export const BUILD_POLL_MS = 5 * 60_000

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
]

/** Whether an error is the browser failing to load one of the site's code chunks (e.g. after a deploy). */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
  return chunkErrorPatterns.some((pattern) => pattern.test(message))
}

/** Whether to reload now: never twice within the guard window, so a broken deploy cannot loop. */
export function shouldReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= guardMs ||
    now < lastReloadAt
  )
}

/** Runs `task` for each distinct key, at most `limit` at once, in the order asked. */
export function createQueue(limit: number, task: (key: string) => Promise<unknown>) {
  const seen = new Set<string>()
  const waiting: string[] = []
  let running = 0
  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const key = waiting.shift() as string
      running++
      task(key)
        .catch(() => {})
        .finally(() => {
          running--
          pump()
        })
    }
  }
  return {
    add(key: string) {
      if (seen.has(key)) return
      seen.add(key)
      waiting.push(key)
      pump()
    },
    get running() {
      return running
    },
  }
}

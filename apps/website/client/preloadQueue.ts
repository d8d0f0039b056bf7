/** At most five route preloads at a time. */
export const PRELOAD_CONCURRENCY = 5

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

/**
 * Logging of expected conditions (a database that is down, a full disk, clients that abandon their
 * uploads) as episodes: one line when an episode starts, with what went wrong, one line when it ends,
 * with how long it lasted and how many times it happened, and a reminder every few minutes while it
 * lasts. A five-second database outage under load is two lines, not one stack per request; stacks are
 * for the unexpected. Durations come from the monotonic clock, so a stepped wall clock cannot distort them.
 */

export interface Episode {
  /** One more occurrence: the first of an episode is logged with `detail`, later ones are counted. */
  occurred(detail: string): void
  /** The condition is over (a write succeeded): logs the end of the episode, if one is open. */
  ended(): void
}

export interface EpisodeOptions {
  /** What the condition is, as the log's lines start: "contact store unavailable". */
  name: string
  /** What is done meanwhile, added to the first line: "contact posts answer 503". */
  meanwhile?: string
  log: (line: string) => void
  /** An episode with no occurrence for this long ends by itself (conditions nothing else ends). */
  endsAfterQuietMs?: number
}

/** How often a long episode is reminded of. */
const remindEveryMs = 300_000

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`
}

export function createEpisode(options: EpisodeOptions): Episode {
  const clock = () => performance.now()
  let open: { startedAt: number; lastAt: number; remindedAt: number; count: number } | undefined
  let quietTimer: NodeJS.Timeout | undefined

  function end(): void {
    clearTimeout(quietTimer)
    quietTimer = undefined
    if (!open) return
    const { startedAt, lastAt, count } = open
    open = undefined
    const lasted = (options.endsAfterQuietMs === undefined ? clock() : lastAt) - startedAt
    options.log(`${options.name}: over after ${seconds(lasted)}, ${count} time(s) in all`)
  }

  return {
    occurred(detail) {
      const at = clock()
      if (!open) {
        open = { startedAt: at, lastAt: at, remindedAt: at, count: 1 }
        options.log(
          `${options.name}: ${detail}${options.meanwhile ? `; ${options.meanwhile}` : ''} (further occurrences are counted, not logged)`,
        )
      } else {
        open.count++
        open.lastAt = at
        if (at - open.remindedAt >= remindEveryMs) {
          open.remindedAt = at
          options.log(
            `${options.name}: still, ${open.count} time(s) in ${seconds(at - open.startedAt)}: ${detail}`,
          )
        }
      }
      if (options.endsAfterQuietMs !== undefined) {
        clearTimeout(quietTimer)
        quietTimer = setTimeout(end, options.endsAfterQuietMs)
        quietTimer.unref()
      }
    },
    ended: end,
  }
}

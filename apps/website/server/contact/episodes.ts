// An expected condition (a database down, abandoned uploads) is an episode: a line when it starts, one when
// it ends, with its duration (monotonic clock) and count; not a stack per request, as stacks are for bugs.

export interface Episode {
  /** The first of an episode is logged with `detail`, later ones are counted. */
  occurred(detail: string): void
  ended(): void
}

export interface EpisodeOptions {
  /** How the lines start: "contact store unavailable". */
  name: string
  /** Added to the first line: "contact posts answer 503". */
  meanwhile?: string
  log: (line: string) => void
  /** For conditions nothing else ends. */
  endsAfterQuietMs?: number
}

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

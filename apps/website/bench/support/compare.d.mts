export type Better = 'lower' | 'higher'
export type Verdict = 'better' | 'same' | 'worse' | 'unmeasured'
export type Sample = number | null | undefined

export interface Comparison {
  baseline: number | null
  current: number | null
  diff: number | null
  ratio: number | null
  noise: number | null
  verdict: Verdict
}

export declare function median(values: Sample[]): number | undefined
export declare function percentile(values: Sample[], p: number): number | undefined
export declare function spread(values: Sample[]): number
export declare function interquartileRange(values: Sample[]): number
export declare function upperSpread(values: Sample[]): number
export declare function judge(options: {
  baseline: Sample[]
  current: Sample[]
  better: Better
  minAbs?: number
  minRel?: number
  value?: (samples: Sample[]) => number | undefined
  spreadOf?: (samples: Sample[]) => number
}): Comparison
export declare function shown(value: Sample, digits?: number): string
export declare function formatComparison(result: Comparison, digits?: number): string
export declare function tally(results: Comparison[]): Record<Verdict, number>

export type Against =
  | { kind: 'path'; label: string; websiteDir: string }
  | { kind: 'ref'; label: string; ref: string }
export declare function parseAgainst(
  value: string | undefined,
  options?: { exists?: (path: string) => boolean; cwd?: string },
): Against | null

export interface Baseline {
  label: string
  /** The baseline's website folder: startProductionServer's `root`. */
  websiteDir: string
}

/**
 * The baseline build named by `BENCH_AGAINST` (a built checkout, or a git ref checked out and built in
 * the temp folder), or null without it; a bad value ends the script with its one-line reason.
 */
export declare function baselineOrExit(): Baseline | null

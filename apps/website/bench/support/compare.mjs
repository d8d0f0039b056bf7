// Judging this build against a baseline build measured in the same run (BENCH_AGAINST).
//
// A benchmark that supports BENCH_AGAINST measures both builds alternately (page by page, round by
// round), so a neighbour's load on this shared machine falls on both alike, and reports for each
// figure the median of each side, the difference, the ratio and a verdict:
//   - "same" when the difference of the medians is within the noise;
//   - otherwise "better" or "worse", by the figure's direction (lower is better for times and bytes,
//     higher for scores and throughput).
// The noise of a figure is the larger of: the spread (max − min) of the baseline's repeated samples
// (the interquartile range where a side has many single measurements, such as clicks), the spread
// of this build's samples, and a per-figure minimum (absolute and relative to the
// baseline's median). A difference smaller than the spread one build shows between its own runs
// cannot be told from chance; the minimum keeps a single run per side (no spread yet) from being
// called better or worse on a difference that a second run would undo.
//
// This module holds the pure rules (unit-tested in compare.test.ts) and the preparation of the
// baseline: a folder with a built checkout, or a git ref checked out into a worktree and built.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The median of the numbers (null and undefined skipped); undefined when there are none. */
export function median(values) {
  const sorted = numbers(values)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The p-th percentile (0–100) by nearest rank; undefined when there are no numbers. */
export function percentile(values, p) {
  const sorted = numbers(values)
  if (sorted.length === 0) return undefined
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/** p75 − p25 of the numbers (nearest rank); 0 for fewer than two. */
export function interquartileRange(values) {
  const count = numbers(values).length
  return count < 2 ? 0 : percentile(values, 75) - percentile(values, 25)
}

/**
 * max − median of the numbers; 0 for fewer than two. The noise of a tail figure (a p90 of ten
 * clicks is the second-slowest click): how far the slower half of one side's measurements spreads.
 */
export function upperSpread(values) {
  const sorted = numbers(values)
  return sorted.length < 2 ? 0 : sorted[sorted.length - 1] - median(sorted)
}

/** max − min of the numbers; 0 for fewer than two. */
export function spread(values) {
  const sorted = numbers(values)
  return sorted.length < 2 ? 0 : sorted[sorted.length - 1] - sorted[0]
}

function numbers(values) {
  return values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b)
}

/**
 * Compares the samples of the baseline and of this build for one figure.
 * `better`: 'lower' or 'higher'. `minAbs`, `minRel`: the smallest noise band, absolute and as a share
 * of the baseline's median. `value(samples)`: the figure from the samples (default: median).
 * `spreadOf(samples)`: how much one side varies by itself (default: max − min, for a few repeated
 * runs; for many single measurements such as clicks, the interquartile range).
 */
export function judge({
  baseline,
  current,
  better,
  minAbs = 0,
  minRel = 0,
  value = median,
  spreadOf = spread,
}) {
  if (better !== 'lower' && better !== 'higher') throw new Error(`better must be 'lower' or 'higher'`)
  const base = value(baseline)
  const cur = value(current)
  if (base === undefined || cur === undefined) {
    return {
      baseline: base ?? null,
      current: cur ?? null,
      diff: null,
      ratio: null,
      noise: null,
      verdict: 'unmeasured',
    }
  }
  const noise = Math.max(spreadOf(baseline), spreadOf(current), minAbs, minRel * Math.abs(base))
  const diff = cur - base
  const ratio = base === 0 ? null : cur / base
  let verdict = 'same'
  if (Math.abs(diff) > noise) verdict = diff < 0 === (better === 'lower') ? 'better' : 'worse'
  return { baseline: base, current: cur, diff, ratio, noise, verdict }
}

/** A figure in a table cell: the number with `digits` decimals, or "–" when it was not measured. */
export function shown(value, digits = 0) {
  return typeof value === 'number' ? value.toFixed(digits) : '–'
}

/** "1234 → 1190 (−44, 0.96×) same ±60": one comparison in a table cell. */
export function formatComparison(result, digits = 0) {
  if (result.verdict === 'unmeasured') return 'not measured'
  const fixed = (number) => number.toFixed(digits)
  const sign = result.diff > 0 ? '+' : result.diff < 0 ? '−' : '±'
  const ratio = result.ratio === null ? '' : `, ${result.ratio.toFixed(2)}×`
  return `${fixed(result.baseline)} → ${fixed(result.current)} (${sign}${fixed(Math.abs(result.diff))}${ratio}) ${result.verdict} ±${fixed(result.noise)}`
}

/** Counts of better / same / worse / unmeasured among comparisons. */
export function tally(results) {
  const counts = { better: 0, same: 0, worse: 0, unmeasured: 0 }
  for (const result of results) counts[result.verdict]++
  return counts
}

/**
 * What BENCH_AGAINST names: nothing (unset or blank), a folder (a checkout of this repository that
 * has been built, or its apps/website folder) or else a git ref of this repository.
 */
export function parseAgainst(value, { exists = existsSync, cwd = process.cwd() } = {}) {
  const text = (value ?? '').trim()
  if (!text) return null
  const dir = resolve(cwd, text)
  if (exists(dir)) {
    const website = exists(join(dir, 'apps/website')) ? join(dir, 'apps/website') : dir
    return { kind: 'path', label: text, websiteDir: website }
  }
  if (/^[\w./@^~{}-]+$/.test(text) && !text.includes('..') && !text.startsWith('-')) {
    return { kind: 'ref', label: text, ref: text }
  }
  throw new Error(`BENCH_AGAINST=${text} is neither an existing folder nor a git ref.`)
}

function git(repoRoot, args) {
  const result = spawnSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

function pnpm(cwd, args) {
  const result = spawnSync('npx', ['-y', 'pnpm@12.21.0', ...args], { cwd, stdio: ['ignore', 2, 2] })
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed in ${cwd} (exit ${result.status}).`)
}

/**
 * The baseline named by BENCH_AGAINST, ready to serve: `{ label, websiteDir }` (websiteDir is the
 * `root` to give startProductionServer), or null when BENCH_AGAINST is not set. A git ref is checked
 * out (detached) with `git worktree add` into `<temp folder>/firma-bench-baseline/<commit>` (outside
 * this checkout, so no tool of this one scans it), installed offline from the lockfile and built; that
 * worktree is kept and reused by later runs (remove it with `git worktree remove <its folder>`).
 */
function prepareBaseline(
  value = process.env.BENCH_AGAINST,
  repoRoot = join(import.meta.dirname, '../../../..'),
) {
  const against = parseAgainst(value)
  if (!against) return null
  let websiteDir = against.websiteDir
  let label = against.label
  if (against.kind === 'ref') {
    let commit
    try {
      commit = git(repoRoot, ['rev-parse', '--verify', '--quiet', `${against.ref}^{commit}`])
    } catch {
      throw new Error(`BENCH_AGAINST=${against.ref}: no such folder, and git knows no commit by that name.`)
    }
    label = commit.startsWith(against.ref) ? commit.slice(0, 7) : `${against.ref} (${commit.slice(0, 7)})`
    const parent = join(tmpdir(), 'firma-bench-baseline')
    const checkout = join(parent, commit)
    websiteDir = join(checkout, 'apps/website')
    if (!existsSync(join(websiteDir, 'dist/server/index.mjs'))) {
      if (!existsSync(checkout)) {
        mkdirSync(parent, { recursive: true })
        process.stderr.write(`BENCH_AGAINST: checking out ${label} into ${checkout}\n`)
        git(repoRoot, ['worktree', 'add', '--detach', checkout, commit])
      }
      process.stderr.write(`BENCH_AGAINST: installing (offline) and building ${label}\n`)
      pnpm(checkout, ['install', '--frozen-lockfile', '--offline'])
      pnpm(checkout, ['build'])
    }
  }
  const serverEntry = join(websiteDir, 'dist/server/index.mjs')
  if (!existsSync(serverEntry)) {
    throw new Error(
      `BENCH_AGAINST=${against.label}: no production build at ${serverEntry}; build that checkout first.`,
    )
  }
  return { label, websiteDir }
}

/** {@link prepareBaseline} for a benchmark script: a bad `BENCH_AGAINST` ends it with its one-line reason. */
export function baselineOrExit() {
  try {
    return prepareBaseline()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}

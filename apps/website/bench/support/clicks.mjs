// The navigation benchmark's (navigation.mjs) clicks, in
// alternation between the builds, and how their figures are judged, printed and summed up.
import { listPages } from '@firma/i18n'
import { chromiumPath } from '../../../../scripts/chromium.mjs'
import { startProductionServer } from '../../scripts/production-server.mjs'
import {
  baselineOrExit,
  formatComparison,
  interquartileRange,
  judge,
  median,
  percentile,
  tally,
  upperSpread,
  withServerEntry,
} from './compare.mjs'

/** The main-navigation links clicked from the home page, in both languages. */
export const targets = ['products', 'about', 'blog', 'contact']
export const locales = ['sl', 'en']

const p90 = (values) => percentile(values, 90)

/** The kinds of navigation the clicks saw (client-side, full load, prerendered). */
const kinds = (records) => [...new Set(records.map((record) => record.kind))].join(' + ')

/**
 * The system Chromium's path and the servers to click on: this build's production server and, with
 * BENCH_AGAINST, the baseline's (`sides`: { baseline?, current } origins). The servers stop when the
 * script ends (also on Ctrl-C). Ends the script with the reason when Chromium or the baseline cannot
 * be found.
 */
export async function startSides() {
  let executablePath
  try {
    executablePath = chromiumPath()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  const baseline = baselineOrExit()
  const server = await startProductionServer({ path: '/' })
  const baselineServer = baseline
    ? await withServerEntry(baseline.serverEntry, () => startProductionServer({ path: '/' }))
    : undefined
  const sides = baselineServer
    ? { baseline: baselineServer.origin, current: server.origin }
    : { current: server.origin }
  process.on('exit', () => {
    server.dispose()
    baselineServer?.dispose()
  })
  process.on('SIGINT', () => process.exit(130))
  process.on('SIGTERM', () => process.exit(143))
  return { executablePath, baseline, sides }
}

/** The paths of a language's pages by route id. */
export const pathsOf = (locale) =>
  Object.fromEntries(listPages(locale).map((entry) => [entry.routeId, entry.path]))

/**
 * Clicks every link `clicks` times per build (`clickOnce(side, locale, target)`), link by link in
 * alternation, the side that goes first alternating. Returns samples[side][locale][target].
 */
export async function clickInAlternation({ name, clicks, sides, clickOnce }) {
  const samples = {}
  for (const side of Object.keys(sides)) {
    samples[side] = Object.fromEntries(
      locales.map((locale) => [locale, Object.fromEntries(targets.map((id) => [id, []]))]),
    )
  }
  for (let round = 0; round < clicks; round++) {
    process.stderr.write(`${name}: round ${round + 1} of ${clicks}\n`)
    for (const locale of locales) {
      for (const [index, id] of targets.entries()) {
        const names = Object.keys(sides)
        const order = (round + index) % 2 === 0 ? names : [...names].reverse()
        for (const side of order) {
          samples[side][locale][id].push(await clickOnce(side, locale, id))
        }
      }
    }
  }
  return samples
}

/**
 * A median is judged by the clicks' interquartile range, a p90 (a tail: the second-slowest of ten
 * clicks) by how far the slower half of the clicks spreads (max − median); at least 10 ms or 5 %.
 */
function judgeClicks(baseRecords, currentRecords, value) {
  return judge({
    baseline: baseRecords.map((record) => record.ms),
    current: currentRecords.map((record) => record.ms),
    better: 'lower',
    minAbs: 10,
    minRel: 0.05,
    value,
    spreadOf: value === median ? interquartileRange : upperSpread,
  })
}

/** One row per language and link: kind, median and p90 (and the comparison, with a baseline). */
export function clickRows(samples, extra = () => ({})) {
  const rows = []
  for (const locale of locales) {
    const paths = pathsOf(locale)
    for (const id of targets) {
      const current = samples.current[locale][id]
      const row = {
        locale,
        target: id,
        path: paths[id],
        kind: kinds(current),
        clicks: current.length,
        medianMs: median(current.map((record) => record.ms)),
        p90Ms: p90(current.map((record) => record.ms)),
        ...extra(current),
        raw: current,
      }
      if (samples.baseline) {
        const base = samples.baseline[locale][id]
        row.baseline = { kind: kinds(base), medianMs: median(base.map((record) => record.ms)), raw: base }
        row.comparison = { median: judgeClicks(base, current, median), p90: judgeClicks(base, current, p90) }
      }
      rows.push(row)
    }
  }
  return rows
}

/** Prints baseline → this per link and the count of verdicts. */
export function printComparison(rows, baselineLabel) {
  console.log(`\nAgainst the baseline ${baselineLabel}, clicked alternately in this run (baseline → this):`)
  for (const row of rows) {
    console.log(
      `${`${row.locale} ${row.path}`.padEnd(22)} median ${formatComparison(row.comparison.median)}; p90 ${formatComparison(row.comparison.p90)}` +
        (row.baseline.kind === row.kind ? '' : ` (baseline: ${row.baseline.kind}, this: ${row.kind})`),
    )
  }
  const counts = tally(rows.flatMap((row) => [row.comparison.median, row.comparison.p90]))
  console.log(
    `${counts.better} better, ${counts.same} same, ${counts.worse} worse (medians and p90s per link)`,
  )
}

/** The summary figures: per language, every click on the four links together, median and p90. */
export function clickFigures(samples, label) {
  const allOf = (side, locale) => targets.flatMap((id) => samples[side][locale][id])
  const figures = []
  for (const locale of locales) {
    const current = allOf('current', locale)
    for (const [name, value] of [
      ['median', median],
      ['p90', p90],
    ]) {
      const figure = {
        figure: `${label} ${name}, ${locale} (${kinds(current)})`,
        value: Math.round(value(current.map((record) => record.ms))),
        unit: `ms over ${current.length} clicks`,
      }
      if (samples.baseline) {
        const comparison = judgeClicks(allOf('baseline', locale), current, value)
        Object.assign(figure, {
          baseline: Math.round(comparison.baseline),
          comparison: formatComparison(comparison),
          verdict: comparison.verdict,
        })
      }
      figures.push(figure)
    }
  }
  return figures
}

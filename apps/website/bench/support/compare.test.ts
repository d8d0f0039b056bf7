import { describe, expect, it } from 'vitest'
import {
  formatComparison,
  interquartileRange,
  judge,
  median,
  parseAgainst,
  percentile,
  shown,
  spread,
  tally,
  upperSpread,
} from './compare.mjs'

describe('summary statistics', () => {
  it('takes the median of odd and even counts and skips missing values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([null, 5, undefined, 7, 6])).toBe(6)
    expect(median([])).toBeUndefined()
  })

  it('takes percentiles by nearest rank', () => {
    const tenClicks = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    expect(percentile(tenClicks, 90)).toBe(90)
    expect(percentile(tenClicks, 50)).toBe(50)
    expect(percentile(tenClicks, 100)).toBe(100)
    expect(percentile(tenClicks, 0)).toBe(10)
    expect(percentile([7], 90)).toBe(7)
    expect(percentile([], 90)).toBeUndefined()
  })

  it('measures the interquartile range, which one slow click does not widen', () => {
    expect(interquartileRange([100, 102, 104, 106, 108, 110, 112, 114, 900])).toBe(8)
    expect(interquartileRange([100])).toBe(0)
  })

  it('measures the spread of the slower half as max − median', () => {
    expect(upperSpread([100, 110, 120, 130, 400])).toBe(280)
    expect(upperSpread([100])).toBe(0)
  })

  it('measures the spread as max − min, zero for a single sample', () => {
    expect(spread([5, 9, 7])).toBe(4)
    expect(spread([5])).toBe(0)
    expect(spread([])).toBe(0)
  })
})

describe('the verdict against the baseline', () => {
  it('calls a difference inside the spread of repeated runs the same', () => {
    // The baseline alone varies by 100 ms between its runs: a 40 ms change is noise.
    const result = judge({ baseline: [1000, 1100, 1050], current: [1010, 1090, 1090], better: 'lower' })
    expect(result).toMatchObject({ baseline: 1050, current: 1090, diff: 40, noise: 100, verdict: 'same' })
  })

  it('calls a lower time better and a higher one worse when the change exceeds the noise', () => {
    expect(judge({ baseline: [1000, 1010, 1020], current: [900, 905, 910], better: 'lower' }).verdict).toBe(
      'better',
    )
    expect(
      judge({ baseline: [1000, 1010, 1020], current: [1100, 1105, 1110], better: 'lower' }).verdict,
    ).toBe('worse')
  })

  it('reads the direction of figures where higher is better (throughput, scores)', () => {
    const result = judge({ baseline: [5000, 5100, 5050], current: [6000, 6100, 6050], better: 'higher' })
    expect(result.verdict).toBe('better')
    expect(result.ratio).toBeCloseTo(6050 / 5050)
    expect(judge({ baseline: [100], current: [99], better: 'higher', minAbs: 0 }).verdict).toBe('worse')
  })

  it('uses the minimum noise when a single run per side gives no spread', () => {
    expect(judge({ baseline: [1200], current: [1240], better: 'lower', minAbs: 50 }).verdict).toBe('same')
    expect(judge({ baseline: [1200], current: [1260], better: 'lower', minAbs: 50 }).verdict).toBe('worse')
    // 5 % of a 1200 ms baseline is 60 ms: larger than the absolute minimum, so it wins.
    expect(
      judge({ baseline: [1200], current: [1255], better: 'lower', minAbs: 50, minRel: 0.05 }),
    ).toMatchObject({ noise: 60, verdict: 'same' })
  })

  it('says "unmeasured" rather than judging when a side has no sample', () => {
    expect(judge({ baseline: [null], current: [1000], better: 'lower' })).toMatchObject({
      verdict: 'unmeasured',
      diff: null,
    })
  })

  it('can judge another statistic than the median, such as the p90 of clicks', () => {
    const p90 = (values: (number | null | undefined)[]) => percentile(values, 90)
    const result = judge({
      baseline: [100, 100, 100, 100, 100, 100, 100, 100, 400, 400],
      current: [100, 100, 100, 100, 100, 100, 100, 100, 100, 400],
      better: 'lower',
      value: p90,
    })
    expect(result).toMatchObject({ baseline: 400, current: 100 })
  })

  it('judges many single clicks by their interquartile range, not by one outlier', () => {
    const baseline = [100, 102, 104, 106, 108, 110, 112, 114, 116, 900]
    const current = [60, 62, 64, 66, 68, 70, 72, 74, 76, 78]
    expect(judge({ baseline, current, better: 'lower' }).verdict).toBe('same')
    expect(judge({ baseline, current, better: 'lower', spreadOf: interquartileRange })).toMatchObject({
      baseline: 109,
      current: 69,
      verdict: 'better',
    })
  })

  it('judges a p90 of ten clicks by the spread of the slower half, so one slow click is not a verdict', () => {
    const baseline = [80, 85, 90, 95, 100, 105, 110, 115, 290, 300]
    const current = [80, 85, 90, 95, 100, 105, 110, 115, 120, 300]
    const p90 = (values: (number | null | undefined)[]) => percentile(values, 90)
    expect(
      judge({ baseline, current, better: 'lower', value: p90, spreadOf: interquartileRange }).verdict,
    ).toBe('better')
    expect(judge({ baseline, current, better: 'lower', value: p90, spreadOf: upperSpread }).verdict).toBe(
      'same',
    )
  })

  it('refuses a figure without a direction', () => {
    // @ts-expect-error: the direction is required
    expect(() => judge({ baseline: [1], current: [1], better: 'up' })).toThrow(/lower' or 'higher/)
  })

  it('formats a comparison for a table cell and counts the verdicts', () => {
    const worse = judge({ baseline: [1200], current: [1300], better: 'lower', minAbs: 50 })
    expect(formatComparison(worse)).toBe('1200 → 1300 (+100, 1.08×) worse ±50')
    const same = judge({ baseline: [10.25], current: [10.2], better: 'lower', minAbs: 0.5 })
    expect(formatComparison(same, 1)).toBe('10.3 → 10.2 (−0.1, 1.00×) same ±0.5')
    expect(tally([worse, same, same])).toEqual({ better: 0, same: 2, worse: 1, unmeasured: 0 })
  })

  it('shows a figure that was not measured as a dash', () => {
    expect(shown(1234.4)).toBe('1234')
    expect(shown(99.56, 1)).toBe('99.6')
    expect(shown(0)).toBe('0')
    expect(shown(null)).toBe('–')
    expect(shown(undefined)).toBe('–')
  })
})

describe('BENCH_AGAINST', () => {
  const folders = new Set(['/work/base', '/work/base/apps/website', '/work/site'])
  const exists = (path: string) => folders.has(path)

  it('is off when unset or blank', () => {
    expect(parseAgainst(undefined, { exists })).toBeNull()
    expect(parseAgainst('  ', { exists })).toBeNull()
  })

  it('names a checkout (its website folder is used) or a website folder itself', () => {
    expect(parseAgainst('/work/base', { exists })).toEqual({
      kind: 'path',
      label: '/work/base',
      websiteDir: '/work/base/apps/website',
    })
    expect(parseAgainst('../site', { exists, cwd: '/work/repo' })).toMatchObject({ websiteDir: '/work/site' })
  })

  it('is otherwise a git ref', () => {
    expect(parseAgainst('HEAD~1', { exists })).toEqual({ kind: 'ref', label: 'HEAD~1', ref: 'HEAD~1' })
    expect(parseAgainst('origin/main', { exists })).toMatchObject({ kind: 'ref' })
    expect(parseAgainst('005cded', { exists })).toMatchObject({ kind: 'ref', ref: '005cded' })
  })

  it('rejects what is neither, with a message that says so', () => {
    expect(() => parseAgainst('--upload-pack=evil', { exists })).toThrow(
      /neither an existing folder nor a git ref/,
    )
    expect(() => parseAgainst('no such folder', { exists })).toThrow(/BENCH_AGAINST=no such folder/)
  })
})

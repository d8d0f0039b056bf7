// How a benchmark hands its figures to `pnpm bench` (scripts/bench.mjs):
//
//   import { writeBenchResult } from '<root>/scripts/bench-result.mjs'
//   writeBenchResult('my-bench', { title, figures: [{ figure, value, unit, target, ok }], ...details })
//
// `pnpm bench` sets BENCH_JSON to a file per script and merges those files into .bench/results.json.
// Run on its own, a script writes .bench/<name>.json at the repository root. `figures` are the few
// headline numbers printed in the combined summary: `value` a number, `unit` and `target` text (such
// as 'ms' and '≤ 1500 ms'), `ok` true or false where there is a target. Anything else in the object
// (tables, raw rows) is kept in the JSON as it is.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const root = join(import.meta.dirname, '..')

/** Writes one benchmark's result as JSON and returns the file's path. */
export function writeBenchResult(name, result) {
  const file = process.env.BENCH_JSON || join(root, '.bench', `${name}.json`)
  mkdirSync(dirname(file), { recursive: true })
  const data = { name, measuredAt: new Date().toISOString(), ...result }
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  return file
}

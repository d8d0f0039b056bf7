#!/usr/bin/env node
// `pnpm bench`: runs every benchmark script of the workspace and prints its figures. Benchmarks print
// numbers and ratios measured in one run; they never fail a build on timing (shared, noisy machines).
// A benchmark is any `bench/*.mjs` file in a package or app; each prints its own table.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const scripts = []
for (const group of ['packages', 'apps']) {
  for (const dir of readdirSync(join(root, group))) {
    const benchDir = join(root, group, dir, 'bench')
    if (!existsSync(benchDir)) continue
    for (const file of readdirSync(benchDir).sort())
      if (file.endsWith('.mjs')) scripts.push(join(benchDir, file))
  }
}

if (scripts.length === 0) {
  console.log('No benchmarks yet: add a bench/*.mjs script to a package or app.')
  process.exit(0)
}

let failed = 0
for (const script of scripts) {
  console.log(`\n=== ${relative(root, script)}`)
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) failed++
}
process.exit(failed === 0 ? 0 : 1)

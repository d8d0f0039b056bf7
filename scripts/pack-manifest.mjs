#!/usr/bin/env node
// `prepack` / `postpack` of each package (npm and pnpm both run them around `pack` and `publish`, in
// the package's folder). In the workspace every export has a `source` condition pointing at src/, so
// the website and the tests compile the TypeScript sources and never run a stale build. src/ is not
// in the tarball, so the packed manifest must not name it: `strip` rewrites package.json without the
// `source` conditions (keeping the original beside it), `restore` puts the original back.
import { existsSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const manifest = join(process.cwd(), 'package.json')
const kept = join(process.cwd(), '.package.workspace.json')

/** The exports map without `source` conditions, at any depth. */
function withoutSource(value) {
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'source')
      .map(([key, inner]) => [key, withoutSource(inner)]),
  )
}

const command = process.argv[2]
if (command === 'strip') {
  if (existsSync(kept)) {
    throw new Error(
      `${kept} exists: a pack was interrupted. Run \`node ../../scripts/pack-manifest.mjs restore\` in the package first.`,
    )
  }
  const text = readFileSync(manifest, 'utf8')
  const pkg = JSON.parse(text)
  writeFileSync(kept, text)
  // The original keeps its time, so once restored it does not look edited (to a build's freshness
  // check, or to the host apps' tests deciding whether the release check's tarball is current).
  const { atime, mtime } = statSync(manifest)
  utimesSync(kept, atime, mtime)
  writeFileSync(manifest, `${JSON.stringify({ ...pkg, exports: withoutSource(pkg.exports) }, null, 2)}\n`)
} else if (command === 'restore') {
  if (existsSync(kept)) renameSync(kept, manifest)
} else {
  throw new Error('usage: pack-manifest.mjs strip | restore')
}

import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// Each package packed with plain `npm pack`, as a team that forks it or a registry mirror would: the
// packed package.json must name only what the tarball holds. The package is copied to a scratch
// folder first (its manifest, and a stand-in dist/), so the pack never rewrites the workspace's
// package.json under the tests that resolve its `source` condition at the same time.
const root = join(import.meta.dirname, '..')
const scratch = mkdtempSync(join(tmpdir(), 'pack-manifest-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Every target of an exports map, with the conditions that lead to it ("." → "import"). */
function targets(value: unknown, path: string[] = []): { path: string[]; target: string }[] {
  if (typeof value === 'string') return [{ path, target: value }]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => targets(inner, [...path, key]))
}

/** The objects of an exports map whose keys are conditions (not subpaths). */
function conditionObjects(value: unknown): string[][] {
  if (typeof value !== 'object' || value === null) return []
  const keys = Object.keys(value)
  const nested = Object.values(value).flatMap(conditionObjects)
  return keys.some((key) => key.startsWith('.')) ? nested : [keys, ...nested]
}

function packed(name: string): { manifest: Record<string, unknown>; files: string[]; workspace: string } {
  const dir = join(scratch, 'packages', name)
  const source = join(root, 'packages', name)
  mkdirSync(join(dir, 'dist'), { recursive: true })
  mkdirSync(join(scratch, 'scripts'), { recursive: true })
  copyFileSync(join(root, 'scripts/pack-manifest.mjs'), join(scratch, 'scripts/pack-manifest.mjs'))
  const workspace = readFileSync(join(source, 'package.json'), 'utf8')
  writeFileSync(join(dir, 'package.json'), workspace)
  const edited = new Date('2026-01-02T03:04:05Z')
  utimesSync(join(dir, 'package.json'), edited, edited)
  writeFileSync(join(dir, 'dist/index.js'), 'export {}\n')
  const out = join(scratch, 'out', name)
  mkdirSync(out, { recursive: true })
  const report = execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const [entry] = JSON.parse(report) as { filename: string; files: { path: string }[] }[]
  if (!entry) throw new Error(`npm pack gave no tarball for ${name}`)
  const tarball = join(out, entry.filename)
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  )
  // After the pack the folder's package.json is the workspace's again, and nothing is left beside it.
  expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(workspace)
  expect(existsSync(join(dir, '.package.workspace.json'))).toBe(false)
  // ...with its own time: a pack is no edit (a build's freshness check would take it for one).
  expect(statSync(join(dir, 'package.json')).mtime).toEqual(edited)
  return { manifest, files: entry.files.map((file) => file.path), workspace }
}

describe.each(['a11y-widget', 'ui', 'i18n'])('@firma/%s packed with npm pack', (name) => {
  const { manifest, files, workspace } = packed(name)

  it('has a source condition in the workspace, for the website and tests to compile the sources', () => {
    expect(workspace).toContain('"source": "./src/')
  })

  it('names no file outside dist/ in its exports, types first in every condition list', () => {
    const found = targets(manifest.exports)
    expect(found.length).toBeGreaterThan(1)
    for (const { path, target } of found) {
      expect(path, target).not.toContain('source')
      expect(
        target === './package.json' || target.startsWith('./dist/'),
        `${path.join(' → ')}: ${target}`,
      ).toBe(true)
    }
    for (const keys of conditionObjects(manifest.exports)) expect(keys[0]).toBe('types')
  })

  it('holds no source file and no pack-time leftovers', () => {
    expect(files.filter((file) => file.startsWith('src/') || file.includes('.package.workspace'))).toEqual([])
  })
})

#!/usr/bin/env node
// `pnpm release`: versions the packages from their changesets, builds them, checks them as a
// consumer would receive them (publint, are-the-types-wrong, an install with plain npm), packs
// tarballs into .release/ and builds the documentation site (the static Storybook) of exactly these
// versions into .release/storybook/. Nothing is published from here (docs/contributing.md says how CI
// does it). `--check` skips versioning and the documentation build (`pnpm test` builds Storybook as a
// step of its own): that is what it runs.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules/.bin', name)
const checkOnly = process.argv.includes('--check')
const outDir = join(root, '.release')

function run(command, args, cwd = root) {
  console.log(`$ ${[command.replace(`${root}/`, ''), ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed`)
    process.exit(1)
  }
}

const packages = readdirSync(join(root, 'packages')).map((dir) => join(root, 'packages', dir))

/**
 * Installs the tarballs with plain npm (not pnpm, which applies publishConfig on its own) into a
 * scratch folder outside the workspace, with the peers, and imports every JavaScript entry of each
 * package under Node: the packed manifests must resolve for a team on npm. Needs the npm registry
 * for the packages' dependencies.
 */
function installWithNpm(tarballs) {
  const scratch = mkdtempSync(join(tmpdir(), 'firma-release-npm-'))
  try {
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'release-check', private: true }))
    const paths = tarballs.map((tarball) => join(outDir, tarball))
    const args = [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...paths,
      'react@^19',
      'react-dom@^19',
    ]
    run('npm', args, scratch)
    const specifiers = tarballs.flatMap((tarball) => {
      const unpacked = spawnSync('tar', ['-xOzf', join(outDir, tarball), 'package/package.json'], {
        encoding: 'utf8',
      })
      const manifest = JSON.parse(unpacked.stdout)
      return Object.keys(manifest.exports)
        .filter((subpath) => !subpath.endsWith('.css') && !subpath.endsWith('.json'))
        .map((subpath) => manifest.name + subpath.slice(1))
    })
    const check = `${specifiers.map((specifier) => `await import(${JSON.stringify(specifier)})`).join('\n')}\n`
    writeFileSync(join(scratch, 'check.mjs'), `${check}console.log('imported: ${specifiers.join(', ')}')\n`)
    run(process.execPath, ['check.mjs'], scratch)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (!checkOnly) run(bin('changeset'), ['version'])

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir)
const summary = []
const tarballs = []
for (const dir of packages) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  console.log(`\n■ ${manifest.name}@${manifest.version}`)
  if (!checkOnly || !statSync(join(dir, 'dist'), { throwIfNoEntry: false })) run(bin('tsup'), [], dir)
  const before = new Set(readdirSync(outDir))
  // pnpm pack rewrites workspace: ranges and applies publishConfig, exactly as a publish would.
  run(process.execPath, [join(root, 'scripts/run.mjs'), 'pnpm', 'pack', '--pack-destination', outDir], dir)
  const tarball = readdirSync(outDir).find((file) => !before.has(file))
  if (!tarball) {
    console.error(`✖ no tarball for ${manifest.name}`)
    process.exit(1)
  }
  run(bin('publint'), ['run', join(outDir, tarball), '--strict'])
  run(bin('attw'), [join(outDir, tarball), '--profile', 'esm-only', '--format', 'table-flipped'])
  tarballs.push(tarball)
  summary.push(
    `${manifest.name}@${manifest.version}  ${tarball}  ${(statSync(join(outDir, tarball)).size / 1024).toFixed(1)} KiB`,
  )
}
console.log('\n■ installed with npm')
installWithNpm(tarballs)
if (!checkOnly) {
  console.log('\n■ documentation (Storybook)')
  run(bin('storybook'), ['build', '--output-dir', join(outDir, 'storybook'), '--quiet'])
  summary.push('documentation  storybook/  (serve the folder; start at index.html)')
}
console.log(`\nPacked into .release/ (nothing was published):\n  ${summary.join('\n  ')}`)

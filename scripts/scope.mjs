#!/usr/bin/env node
// The npm scope of our packages is set once, in the root package.json (`config.npmScope`).
//   node scripts/scope.mjs check         every package and import uses it (part of `pnpm lint`)
//   node scripts/scope.mjs rename @new   rewrites the scope everywhere git tracks a file, then `pnpm install`
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const rootManifestPath = join(root, 'package.json')
const rootManifest = JSON.parse(readFileSync(rootManifestPath, 'utf8'))
const scope = rootManifest.config?.npmScope
const [command, newScope] = process.argv.slice(2)

if (typeof scope !== 'string' || !/^@[a-z0-9][a-z0-9._-]*$/.test(scope)) {
  console.error('✖ package.json config.npmScope must be an npm scope such as "@firma".')
  process.exit(1)
}

const packageDirs = readdirSync(join(root, 'packages'))

if (command === 'check') {
  const problems = []
  for (const dir of packageDirs) {
    const { name } = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
    if (name !== `${scope}/${dir}`)
      problems.push(`packages/${dir}/package.json is named "${name}", expected "${scope}/${dir}"`)
  }
  if (problems.length > 0) {
    console.error(`✖ npm scope check (config.npmScope is ${scope}):\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`npm scope ${scope}: ${packageDirs.length} packages consistent`)
} else if (command === 'rename') {
  if (!newScope || !/^@[a-z0-9][a-z0-9._-]*$/.test(newScope)) {
    console.error('Usage: node scripts/scope.mjs rename @new-scope')
    process.exit(1)
  }
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  const pattern = new RegExp(
    `${scope.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(${packageDirs.join('|')})\\b`,
    'g',
  )
  let changed = 0
  for (const file of files) {
    if (file === 'pnpm-lock.yaml') continue
    const path = join(root, file)
    let text
    try {
      text = readFileSync(path, 'utf8')
    } catch {
      continue
    }
    const next = text.replace(pattern, `${newScope}/$1`)
    if (next !== text) {
      writeFileSync(path, next)
      changed++
    }
  }
  rootManifest.config.npmScope = newScope
  writeFileSync(rootManifestPath, `${JSON.stringify(rootManifest, null, 2)}\n`)
  console.log(
    `Renamed ${scope} → ${newScope} in ${changed} files. Now run \`pnpm install\` to update the lockfile.`,
  )
} else {
  console.error('Usage: node scripts/scope.mjs check | rename @new-scope')
  process.exit(1)
}

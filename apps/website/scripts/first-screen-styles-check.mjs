#!/usr/bin/env node
// The last step of `pnpm build`: fails it when render/firstScreenStyles.css, the first screen's rules
// every page carries inline (scripts/first-screen-styles.mjs writes them from a build), is no longer the
// built stylesheet's own text of those rules: one of them changed, went or moved since it was written.
// A visitor would then see the old rule until the stylesheet arrives, and the page change under them.
// It takes milliseconds; tests/first-screen-styles.e2e.ts still compares the first screens' pixels for
// what this cannot see (a rule the block lacks that a first screen now needs).
// Plain .mjs, run by Node: Vite's module runner loads the TypeScript module.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runnerImport } from 'vite'
import { websiteRoot } from './production-server.mjs'

const { module } = await runnerImport(join(websiteRoot, 'scripts/firstScreenStylesStale.ts'), {
  configFile: false,
  logLevel: 'silent',
})
const client = join(websiteRoot, 'dist/client')
const href = readFileSync(join(client, 'index.html'), 'utf8').match(
  /<link rel="stylesheet"[^>]*href="\/([^"]+)"/,
)?.[1]
if (!href) throw new Error(`No stylesheet link in ${join(client, 'index.html')}: build the site first.`)
const block = readFileSync(join(websiteRoot, 'render/firstScreenStyles.css'), 'utf8')
const stale = module.staleFirstScreenRules(block, readFileSync(join(client, href), 'utf8'))
if (stale.length > 0) {
  const shown = stale.slice(0, 5).map(({ problem, rule }) => {
    const what = problem === 'missing' ? 'not in the stylesheet' : 'in another order'
    return `  ${what}: ${rule.length > 160 ? `${rule.slice(0, 160)}…` : rule}`
  })
  process.stderr.write(
    [
      `render/firstScreenStyles.css is stale: ${stale.length === 1 ? 'one of its rules is' : `${stale.length} of its rules are`} not the built stylesheet's (${href}).`,
      ...shown,
      ...(stale.length > shown.length ? [`  … and ${stale.length - shown.length} more`] : []),
      'Write it again from this build: `pnpm --filter website first-screen-styles`, then build again and commit the file.',
      '',
    ].join('\n'),
  )
  process.exit(1)
}
process.stdout.write(`render/firstScreenStyles.css: every rule is the built stylesheet's (${href}).\n`)

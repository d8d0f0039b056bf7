#!/usr/bin/env node
// `pnpm content check`: lists, page by page, the facts about the firm that are still placeholders
// (content/firmFacts.ts), and every product text file the firm has not confirmed yet (`confirmed: false`
// in content/products/…), so nobody copies the site into production believing it is complete.
// Exits 0 after listing; with STRICT_CONTENT=1 (or --strict) it exits 1 while anything remains open.
// CONTENT_FACTS=<file> checks another facts module of the same shape, CONTENT_PRODUCTS=<file> another
// module with `unconfirmedProductFiles()` (the tests use fixtures).
// Plain .mjs, run by Node: Vite's module runner loads the TypeScript module, with no config.
import { resolve } from 'node:path'
import { runnerImport } from 'vite'

const args = process.argv.slice(2).filter((arg) => arg !== 'check')
const unknown = args.filter((arg) => arg !== '--strict')
if (unknown.length > 0) {
  console.error(`content check: unknown argument ${unknown.join(' ')}. Usage: pnpm content check [--strict]`)
  process.exit(2)
}
const strict = args.includes('--strict') || process.env.STRICT_CONTENT === '1'
const factsFile = resolve(
  process.env.CONTENT_FACTS || resolve(import.meta.dirname, '../content/firmFacts.ts'),
)

const { module } = await runnerImport(factsFile, { configFile: false, logLevel: 'silent' })
// The product catalogue imports our packages' TypeScript sources (the `source` export condition).
const productsFile = resolve(
  process.env.CONTENT_PRODUCTS || resolve(import.meta.dirname, '../content/products/catalogue.ts'),
)
const { module: products } = await runnerImport(productsFile, {
  configFile: false,
  logLevel: 'silent',
  environments: { inline: { resolve: { noExternal: [/^@firma\//], conditions: ['source'] } } },
})
const byPage = module.placeholdersByPage(module.firmFacts)
const names = module.factPageNames
const ids = new Set([...byPage.values()].flat().map((entry) => entry.id))
const unconfirmed = products.unconfirmedProductFiles()

if (ids.size === 0) {
  console.log('Content check: every fact about the firm is supplied; no placeholders remain.')
} else {
  console.log(
    `Content check: ${ids.size} facts about the firm are still placeholders (content/firmFacts.ts).`,
  )
  for (const page of Object.keys(names)) {
    const entries = byPage.get(page)
    if (!entries) continue
    console.log(`\n  ${names[page] ?? page}`)
    for (const entry of entries) {
      console.log(`    - ${entry.label} [${entry.id}]${entry.shownAs ? `: shown as ${entry.shownAs}` : ''}`)
    }
  }
}
if (unconfirmed.length === 0) {
  console.log('\nEvery product text is confirmed by the firm.')
} else {
  console.log(
    `\n${unconfirmed.length} product texts await the firm’s confirmation (set \`confirmed: true\` in each once checked):`,
  )
  for (const file of unconfirmed) console.log(`    - ${file}`)
}
if (ids.size === 0 && unconfirmed.length === 0) process.exit(0)
if (strict) {
  console.error('\n✖ STRICT_CONTENT is set: the items above must be done before this build.')
  process.exit(1)
}
console.log('\n  (Listing only. STRICT_CONTENT=1 makes this check, and the build, fail while any remain.)')

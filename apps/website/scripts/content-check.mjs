#!/usr/bin/env node
// `pnpm content check`: lists everything the firm has still to supply or confirm, file by file: the
// facts left out of content/firm.yaml (or still under its `toConfirm:`) and every product text file
// not yet confirmed (`confirmed: false` in content/products/…); content/openItems.ts joins the
// sources. So nobody copies the site into production believing it is complete. Exits 0 after
// listing; with STRICT_CONTENT=1 (or --strict) it exits 1 while anything is open. A mistake in a
// content file fails it in either mode, naming the file and the field; so does a text (of the facts or
// the copy) that states one of the firm's figures as another number than the facts' `figures:`
// (scripts/figureCheck.ts).
// FIRM_FACTS=<file> checks another facts file, as it builds the site from one.
// Plain .mjs, run by Node: Vite's module runner loads the TypeScript modules, with only the plugin
// that turns the facts file into a module, and our packages' TypeScript sources (`source` condition).
import { resolve } from 'node:path'
import { runnerImport } from 'vite'

const args = process.argv.slice(2).filter((arg) => arg !== 'check')
const unknown = args.filter((arg) => arg !== '--strict')
if (unknown.length > 0) {
  console.error(`content check: unknown argument ${unknown.join(' ')}. Usage: pnpm content check [--strict]`)
  process.exit(2)
}
const strict = args.includes('--strict') || process.env.STRICT_CONTENT === '1'
const content = resolve(import.meta.dirname, '../content')
const viteOptions = {
  configFile: false,
  logLevel: 'silent',
  // The website's public/, where the facts' photos and the case studies' logos and pictures must be.
  publicDir: resolve(import.meta.dirname, '../public'),
  environments: { inline: { resolve: { noExternal: [/^@firma\//], conditions: ['source'] } } },
}

let items
let report
let figures
try {
  const { module: plugin } = await runnerImport(resolve(content, 'firm/vitePlugin.ts'), viteOptions)
  const { module } = await runnerImport(resolve(content, 'openItems.ts'), {
    ...viteOptions,
    plugins: [plugin.firmFactsPlugin()],
  })
  const { module: figureCheck } = await runnerImport(resolve(import.meta.dirname, 'figureCheck.ts'), {
    ...viteOptions,
    plugins: [plugin.firmFactsPlugin()],
  })
  figures = figureCheck.siteFigureReport()
  items = module.siteOpenItems()
  report = module.openItemsReport(items)
} catch (error) {
  // A content file with mistakes: its message names the file and the field.
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

if (figures) {
  console.error(`✖ ${figures}`)
  process.exit(1)
}
console.log(report)
if (items.length === 0) process.exit(0)
if (strict) {
  console.error('\n✖ STRICT_CONTENT is set: the items above must be settled before a production build.')
  process.exit(1)
}
console.log('\n  (Listing only. STRICT_CONTENT=1 makes this check, and the build, fail while any remain.)')

#!/usr/bin/env node
// `pnpm content typography`: writes the non-breaking spaces of Slovenian typography into every
// Slovenian copy file (the promo video's captions among them), the accessibility widget's and the
// @firma/ui components' Slovenian words (after a one-letter word, between
// a number and its noun, inside „EN 301 549“; the rules are in content/STYLE.md and
// content/typography.ts, what it touches in typographyFix.ts) and lists the files it changed. Run it
// after editing a text; the style test (content/style.test.ts) fails on a line that still lacks one.
// Plain .mjs, run by Node: Vite's module runner loads the TypeScript modules.
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { runnerImport } from 'vite'

const viteOptions = { configFile: false, logLevel: 'silent' }
const { module: typography } = await runnerImport(
  resolve(import.meta.dirname, 'typographyFix.ts'),
  viteOptions,
)
const { module: files } = await runnerImport(resolve(import.meta.dirname, 'copyFiles.ts'), viteOptions)

const targets = [
  ...files.copyFilesIn('sl').map((file) => [file, {}]),
  [files.mailFile, { bilingualLines: true }],
  [files.firmFile, { onlyKey: 'sl' }],
  [files.widgetWordsIn('sl'), {}],
  ...files.uiWordFiles().map((file) => [file, { slovenianBlocksOnly: true }]),
]
let changed = 0
for (const [file, options] of targets) {
  const source = readFileSync(file, 'utf8')
  const fixed = typography.withSlovenianSpaces(file, source, options)
  if (fixed === source) continue
  writeFileSync(file, fixed)
  changed += 1
  console.log(`✔ ${relative(files.repo, file)}`)
}
console.log(
  changed === 0
    ? 'Every Slovenian copy file already has its non-breaking spaces.'
    : `${changed} file(s) changed.`,
)

// Size report for the built package (run `tsup` first; this script builds nothing of the package).
// Own JS: dist/index.js and its chunks, minified with every dependency external.
// Each JS figure is split into what loads with the page and what loads on demand (the dialog chunk).
// Total: the same entry with its dependencies bundled in (react and react-dom, the peers, excluded).
// Language packs: each dist/locales/<tag>.js, minified, as a host's page loads it (one per page).
// CSS: what a host's browser receives, i.e. dist/styles.css after a Vite build of a page that imports
// it, on Vite's default settings (minified; small assets inlined unless the package prevents it).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build as viteBuild } from 'vite'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'

// The workspace's bundler, as Vite 8 uses it: rolldown.
const fromVite = createRequire(fileURLToPath(import.meta.resolve('vite')))
const { rolldown } = await import(fromVite.resolve('rolldown'))

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
if (!existsSync(join(dist, 'index.js'))) {
  console.error('dist/ is missing: run `tsup` in packages/a11y-widget first.')
  process.exit(1)
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const dependencies = Object.keys(pkg.dependencies ?? {})
const peers = Object.keys(pkg.peerDependencies ?? {})
const isExternal = (names) => (id) => names.some((name) => id === name || id.startsWith(`${name}/`))

/**
 * Bundles `entry` and splits the result the way a browser loads it: `initial` is the entry chunk and
 * every chunk it imports statically (downloaded with the page); `onDemand` is the rest, reached only
 * through a dynamic import() (the settings dialog, fetched on first intent).
 */
async function bundle(entry, external) {
  const build = await rolldown({ input: entry, external, logLevel: 'silent', platform: 'browser' })
  const { output } = await build.generate({ format: 'es', minify: true })
  await build.close()
  const chunks = new Map(
    output.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  )
  const initialNames = new Set()
  const visit = (name) => {
    if (initialNames.has(name) || !chunks.has(name)) return
    initialNames.add(name)
    for (const imported of chunks.get(name).imports) visit(imported)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  const join = (filter) =>
    Buffer.concat([...chunks.values()].filter(filter).map((chunk) => Buffer.from(chunk.code)))
  return {
    all: join(() => true),
    initial: join((chunk) => initialNames.has(chunk.fileName)),
    onDemand: join((chunk) => !initialNames.has(chunk.fileName)),
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length

const own = await bundle(join(dist, 'index.js'), isExternal([...dependencies, ...peers]))
const server = await bundle(join(dist, 'server.js'), isExternal([...dependencies, ...peers]))
const total = await bundle(join(dist, 'index.js'), isExternal(peers))
/** The CSS a host page gets: a scratch Vite app that imports the stylesheet, built with no config. */
async function hostCss() {
  const host = mkdtempSync(join(tmpdir(), 'a11y-widget-host-'))
  try {
    writeFileSync(join(host, 'main.js'), `import ${JSON.stringify(join(dist, 'styles.css'))}\n`)
    const result = await viteBuild({
      root: host,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, rollupOptions: { input: join(host, 'main.js') } },
    })
    const assets = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output)
    const css = assets.find((asset) => asset.fileName.endsWith('.css'))
    if (!css) throw new Error('the host build emitted no CSS')
    const files = assets.filter((asset) => /\.(svg|woff2)$/.test(asset.fileName)).length
    return { code: Buffer.from(css.source), files }
  } finally {
    rmSync(host, { recursive: true, force: true })
  }
}
const { code: cssMin, files: cssFiles } = await hostCss()
// img-src and font-src 'self' block data: URLs: an inlined cursor or font would silently not work.
const inlined = cssMin.includes('data:')

// CSS: 3 KB held 1.0's preferences; paragraph spacing, alignment, line length, three more schemes,
// the prefers-contrast default, the reading guide and the read-aloud button brought it to about 3.5 KB.
const budget = { js: 10 * 1024, css: 3.5 * 1024 }
const rows = [
  ['own JS (dist/index.js and chunks, deps external, minified)', own.all.length, gzip(own.all)],
  // The budget is what every page loads; the dialog and the reading aids load only when used.
  ['  of it on page load (button, provider, hooks)', own.initial.length, gzip(own.initial), budget.js],
  ['  of it on demand (settings dialog, reading guide, read aloud)', own.onDemand.length, gzip(own.onDemand)],
  ['server entry (dist/server.js, minified)', server.all.length, gzip(server.all)],
  ['CSS as a host receives it (Vite build, default settings)', cssMin.length, gzip(cssMin), budget.css],
  ['total JS with dependencies (react, react-dom excluded)', total.all.length, gzip(total.all)],
  ['  on page load (no Radix)', total.initial.length, gzip(total.initial)],
  ['  on demand (dialog with Radix Dialog, Switch, RadioGroup)', total.onDemand.length, gzip(total.onDemand)],
]
console.log('@firma/a11y-widget size')
for (const [label, raw, gz, limit] of rows) {
  const verdict = limit === undefined ? '' : gz <= limit ? `  within ${kb(limit)}` : `  OVER ${kb(limit)}`
  console.log(`  ${label.padEnd(60)} ${kb(raw).padStart(10)} raw ${kb(gz).padStart(10)} gzip${verdict}`)
}
// Each pack is plain data that a page imports on its own: bundled alone and minified.
const packBudget = 1.5 * 1024
const packs = []
for (const file of readdirSync(join(dist, 'locales'))
  .filter((name) => name.endsWith('.js'))
  .sort()) {
  const { all } = await bundle(join(dist, 'locales', file), isExternal([...dependencies, ...peers]))
  packs.push({ tag: file.slice(0, -3), raw: all.length, gz: gzip(all) })
}
const largest = packs.reduce((a, b) => (b.gz > a.gz ? b : a))
console.log(`  language packs (dist/locales/<tag>.js, minified), each within ${kb(packBudget)} gzip:`)
for (let i = 0; i < packs.length; i += 6) {
  console.log(
    `    ${packs
      .slice(i, i + 6)
      .map(({ tag, gz }) => `${tag} ${kb(gz)}${gz > packBudget ? ' OVER' : ''}`)
      .join('   ')}`,
  )
}
console.log(`    largest: ${largest.tag}, ${kb(largest.gz)} gzip (${kb(largest.raw)} raw)`)
const fonts = readdirSync(dist).filter((name) => name.endsWith('.woff2'))
console.log(`  OpenDyslexic: ${fonts.length} woff2 files, loaded only when chosen`)
console.log(
  inlined
    ? '  OVER: the CSS a host receives has a data: URL, which a strict CSP blocks'
    : `  The host's build emitted ${cssFiles} files for the stylesheet (fonts, cursors): no data: URL`,
)
const over =
  inlined ||
  rows.some(([, , gz, limit]) => limit !== undefined && gz > limit) ||
  packs.some(({ gz }) => gz > packBudget)
writeBenchResult('a11y-widget-size', {
  title: '@firma/a11y-widget size',
  figures: rows
    .map(([label, raw, gz, limit]) => ({
      figure: label,
      value: Number((gz / 1024).toFixed(2)),
      unit: 'KB gzip',
      raw,
      ...(limit === undefined ? {} : { target: `≤ ${kb(limit)}`, ok: gz <= limit }),
    }))
    .concat(
      packs.map(({ tag, raw, gz }) => ({
        figure: `language pack ${tag} (dist/locales/${tag}.js, minified)`,
        value: Number((gz / 1024).toFixed(2)),
        unit: 'KB gzip',
        raw,
        target: `≤ ${kb(packBudget)}`,
        ok: gz <= packBudget,
      })),
    ),
  fonts: fonts.length,
})
process.exitCode = over ? 1 : 0

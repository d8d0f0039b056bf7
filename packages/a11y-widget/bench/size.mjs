// Size report for the built package (run `tsup` first; this script builds nothing of the package).
// Compression: gzip at zlib's default level, 6, which servers send unless told otherwise (Node's zlib
// and the compression middlewares built on it, Hono's compress); each file compressed on its own, as
// it travels. A server set to gzip -9 or brotli sends a few per cent less.
// First load: what a host's page downloads for the widget before anyone opens it, dependencies
// included: the JS on page load with zustand bundled in (react and react-dom, the peers, excluded: a
// React host has them already) and the stylesheet; beside it, the widget's own JS alone.
// Own JS: dist/index.js and its chunks, minified with every dependency external.
// Each JS figure is split into what loads with the page and what loads on demand (the dialog chunk).
// Total: the same entry with its dependencies bundled in.
// Language packs: each dist/locales/<tag>.js, minified, as a host's page loads it (one per page, with
// the page when the host passes a pack rather than the built-in 'sl' or 'en').
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
  const build = await rolldown({
    input: entry,
    external,
    logLevel: 'silent',
    platform: 'browser',
    // As a host's production build does: what only development needs drops out.
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  })
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
  const files = (filter) => [...chunks.values()].filter(filter).map((chunk) => Buffer.from(chunk.code))
  return {
    all: files(() => true),
    initial: files((chunk) => initialNames.has(chunk.fileName)),
    onDemand: files((chunk) => !initialNames.has(chunk.fileName)),
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`
/** Bytes of `files` as they travel: each file gzipped on its own at zlib's default level. */
const gzip = (files) => files.reduce((sum, file) => sum + gzipSync(file).length, 0)
const size = (files) => files.reduce((sum, file) => sum + file.length, 0)

/**
 * The host of the README's quick start: a page that renders `<A11yProvider>` and `<A11yWidget>`. Its
 * bundler keeps only what those use (the exports a page leaves alone, such as `MESSAGES`, are shaken out).
 */
async function bundleHost(external) {
  const host = mkdtempSync(join(tmpdir(), 'a11y-widget-host-js-'))
  try {
    const entry = join(host, 'main.js')
    writeFileSync(
      entry,
      `export { A11yProvider, A11yWidget } from ${JSON.stringify(join(dist, 'index.js'))}\n`,
    )
    return await bundle(entry, external)
  } finally {
    rmSync(host, { recursive: true, force: true })
  }
}

const hostOwn = await bundleHost(isExternal([...dependencies, ...peers]))
const hostTotal = await bundleHost(isExternal(peers))
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
    return { code: [Buffer.from(css.source)], files }
  } finally {
    rmSync(host, { recursive: true, force: true })
  }
}
const { code: cssMin, files: cssFiles } = await hostCss()
// img-src and font-src 'self' block data: URLs: an inlined cursor or font would silently not work.
const inlined = cssMin[0].includes('data:')

// Each pack is plain data that a page imports on its own: bundled alone and minified.
const packBudget = 1.5 * 1024
const packs = []
for (const file of readdirSync(join(dist, 'locales'))
  .filter((name) => name.endsWith('.js'))
  .sort()) {
  const { all } = await bundle(join(dist, 'locales', file), isExternal([...dependencies, ...peers]))
  packs.push({ tag: file.slice(0, -3), raw: size(all), gz: gzip(all) })
}
const largest = packs.reduce((a, b) => (b.gz > a.gz ? b : a))

// A host pays the first load on every page: the budget is on it, dependencies and CSS included. The
// dialog and the reading aids load only when used. The Vite 8 bundler keeps the modules the page and
// the dialog share in chunks of their own, so the page loads several small files, each compressed alone.
const budget = { firstLoad: 12 * 1024 }
const firstLoad = [...hostTotal.initial, ...cssMin]
const rows = [
  [
    'first load a host pays: JS on page load with deps, and the CSS',
    size(firstLoad),
    gzip(firstLoad),
    budget.firstLoad,
  ],
  [
    `  the widget’s own JS on page load (${hostOwn.initial.length} files: button, provider, hooks)`,
    size(hostOwn.initial),
    gzip(hostOwn.initial),
  ],
  [
    '  its dependencies’ JS on page load (zustand; the difference)',
    size(hostTotal.initial) - size(hostOwn.initial),
    gzip(hostTotal.initial) - gzip(hostOwn.initial),
  ],
  ['  CSS as a host receives it (Vite build, default settings)', size(cssMin), gzip(cssMin)],
  [
    `  with a language pack too (not 'sl' or 'en'; largest, ${largest.tag})`,
    size(firstLoad) + largest.raw,
    gzip(firstLoad) + largest.gz,
  ],
  ['on demand, when first opened: JS with deps (Radix)', size(hostTotal.onDemand), gzip(hostTotal.onDemand)],
  [
    '  the widget’s own (settings dialog, reading guide, read aloud)',
    size(hostOwn.onDemand),
    gzip(hostOwn.onDemand),
  ],
  ['own JS in all, every export (dist/index.js and chunks, deps external)', size(own.all), gzip(own.all)],
  ['JS in all with dependencies (react, react-dom excluded)', size(total.all), gzip(total.all)],
  ['server entry (dist/server.js)', size(server.all), gzip(server.all)],
]
console.log('@firma/a11y-widget size (minified; gzip at the default level 6, each file on its own)')
for (const [label, raw, gz, limit] of rows) {
  const verdict = limit === undefined ? '' : gz <= limit ? `  within ${kb(limit)}` : `  OVER ${kb(limit)}`
  console.log(`  ${label.padEnd(72)} ${kb(raw).padStart(10)} raw ${kb(gz).padStart(10)} gzip${verdict}`)
}
console.log(`  language packs (dist/locales/<tag>.js), each within ${kb(packBudget)} gzip:`)
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
        figure: `language pack ${tag} (dist/locales/${tag}.js)`,
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

import { readdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'
import { clientDirectivePlugin } from '../../scripts/tsup-use-client.mjs'

// Each language pack is an entry of its own (`@firma/a11y-widget/locales/de`), so a page loads only its own.
// Its file is named after its BCP 47 tag: `de.ts`, `sr-Latn.ts`, `pt-BR.ts`.
const locales = Object.fromEntries(
  readdirSync('src/locales')
    .filter((file) => /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?\.ts$/.test(file))
    .map((file) => [`locales/${file.slice(0, -3)}`, `src/locales/${file}`]),
)

export default defineConfig({
  // The CSS entry is bundled by esbuild: @imports inlined, fonts and cursors copied next to it.
  entry: { index: 'src/index.ts', server: 'src/server.ts', styles: 'src/styles.css', ...locales },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', server: 'src/server.ts', ...locales } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  loader: { '.woff2': 'file', '.svg': 'file' },
  // Plain names: the host's bundler hashes the files it emits, and a second hash only adds bytes to
  // the CSS every page loads.
  esbuildOptions(options) {
    options.assetNames = '[name]'
  },
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The main entry holds the provider, hooks and components: "use client" for React Server
  // Components. The server entry stays free of it.
  plugins: [clientDirectivePlugin(['src/index.ts'])],
  // TypeScript (allowArbitraryExtensions) and attw look for declarations of a side-effect CSS import.
  onSuccess: () => writeFile('dist/styles.d.css.ts', 'export {}\n'),
})

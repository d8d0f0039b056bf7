import { writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'
import { clientDirectivePlugin } from '../../scripts/tsup-use-client.mjs'

export default defineConfig({
  // The CSS entry is bundled by esbuild: @imports inlined, fonts and cursors copied next to it.
  entry: { index: 'src/index.ts', server: 'src/server.ts', styles: 'src/styles.css' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', server: 'src/server.ts' } },
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

import { writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'
import { clientDirectivePlugin } from '../../scripts/tsup-use-client.mjs'

export default defineConfig({
  // `styles` bundles src/styles.css and its @imports into dist/styles.css; url()s to the
  // @fontsource files are resolved and the fonts copied next to it, so dist needs no other package.
  // `consent` is the framework-free consent store (no React), for server code.
  entry: { index: 'src/index.ts', consent: 'src/consent/index.ts', styles: 'src/styles.css' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', consent: 'src/consent/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Components, hooks and the consent context: "use client" for React Server Components. `consent`
  // stays a plain module, so a Server Component can call parseConsentRecord itself.
  plugins: [clientDirectivePlugin(['src/index.ts'])],
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]'
  },
  // A declaration for `import '@firma/ui/styles.css'` (TypeScript's arbitrary-extension form, as
  // @fontsource does), so that type checkers under every resolution mode accept the side-effect import.
  onSuccess: () => writeFile('dist/styles.d.css.ts', 'export {}\n'),
})

import { defineConfig } from 'tsup'
import { clientDirectivePlugin } from '../../scripts/tsup-use-client.mjs'

export default defineConfig({
  // `index` is framework-free (routes, negotiation, formatting), so server code and React Server
  // Components can use it without React; `react` holds I18nProvider and useI18n; `messages` is the
  // server entry with both catalogues (the main entry loads them one at a time).
  entry: { index: 'src/index.ts', react: 'src/react.tsx', messages: 'src/messages/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Only the React entry gets "use client": a Server Component that imports it may render the
  // provider, which would otherwise fail on createContext. `index` and `messages` stay plain modules.
  plugins: [clientDirectivePlugin(['src/react.tsx'])],
})

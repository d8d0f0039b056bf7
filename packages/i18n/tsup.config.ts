import { defineConfig } from 'tsup'
import { clientDirectivePlugin } from '../../scripts/tsup-use-client.mjs'

export default defineConfig({
  // `messages` is the server entry with both catalogues; the main entry loads them one at a time.
  entry: { index: 'src/index.ts', messages: 'src/messages/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The main entry holds I18nProvider and useI18n (a React context): "use client" for React Server
  // Components, which would otherwise fail on createContext when they import it. `messages` has none.
  plugins: [clientDirectivePlugin(['src/index.ts'])],
})

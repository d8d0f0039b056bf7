import { defineConfig } from 'tsup'

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
})

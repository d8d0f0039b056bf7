import { fileURLToPath } from 'node:url'
import { defaultServerConditions, defineConfig } from 'vite'

/**
 * Builds the operator CLI (server/contact/cli.ts) into dist/contact/cli.mjs, a plain Node script.
 * Run from apps/website: `vite build --config build/contactCli.vite.config.ts`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  logLevel: 'warn',
  publicDir: false,
  ssr: {
    // Workspace packages from their TypeScript sources, as the tests use them; no package build needed.
    resolve: { conditions: ['source', ...defaultServerConditions] },
    noExternal: ['@firma/i18n'],
  },
  build: {
    ssr: 'server/contact/cli.ts',
    outDir: 'dist/contact',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'cli.mjs' } },
  },
})

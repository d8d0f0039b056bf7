// What bench/contact.mjs and bench/readiness.mjs share: a throwaway PostgreSQL cluster for the
// PostgreSQL half of their runs.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build, defaultServerConditions } from 'vite'
import { websiteRoot } from '../../scripts/production-server.mjs'

/** Bundles the TypeScript PostgreSQL helper for plain Node and imports it. */
export async function loadPostgresHelper() {
  const cache = join(websiteRoot, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(join(cache, 'bench-contact-'))
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }))
  await build({
    root: websiteRoot,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    build: {
      ssr: 'server/contact/testing/benchSupport.ts',
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'bench-support.mjs' } },
    },
  })
  return import(join(outDir, 'bench-support.mjs'))
}

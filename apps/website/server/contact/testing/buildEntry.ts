import { mkdirSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defaultServerConditions } from 'vite'

const websiteRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Bundles a TypeScript entry of this folder into a runnable .mjs (Node 20 runs no TypeScript).
 * The output sits under apps/website/node_modules/.cache, so its bare imports (hono, better-sqlite3,
 * nodemailer) resolve from the website's node_modules and git never sees it.
 */
export async function buildNodeEntry(entry: string): Promise<string> {
  const cache = join(websiteRoot, 'node_modules/.cache')
  // A fresh clone has no .cache folder yet (CI found this).
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(join(cache, 'contact-test-'))
  await build({
    root: websiteRoot,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] }, noExternal: ['@firma/i18n'] },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'entry.mjs' } },
    },
  })
  return join(outDir, 'entry.mjs')
}

import { mkdirSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defaultServerConditions, type Plugin } from 'vite'

const websiteRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Bundles a TypeScript entry of this folder into a runnable .mjs (Node 20 runs no TypeScript).
 * The output sits under apps/website/node_modules/.cache, so its bare imports (hono, better-sqlite3,
 * nodemailer) resolve from the website's node_modules and git never sees it. `replace` maps a module
 * (a path from the website's folder) to the one bundled in its place, as vi.mock does in a test.
 */
export async function buildNodeEntry(entry: string, replace: Record<string, string> = {}): Promise<string> {
  const replacements = new Map(
    Object.entries(replace).map(([from, to]) => [join(websiteRoot, from), join(websiteRoot, to)]),
  )
  const replaceModules: Plugin = {
    name: 'replace-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const replacement = resolved && replacements.get(resolved.id)
      // The replacement may import the module it replaces.
      return replacement && importer !== replacement ? replacement : null
    },
  }
  const cache = join(websiteRoot, 'node_modules/.cache')
  // A fresh clone has no .cache folder yet (CI found this).
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(join(cache, 'contact-test-'))
  await build({
    root: websiteRoot,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [replaceModules],
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

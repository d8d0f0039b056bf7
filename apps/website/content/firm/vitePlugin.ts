import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { firmFactsFile, readFirmFacts } from './load.js'

const id = 'virtual:firm-facts'
const repo = resolve(import.meta.dirname, '../../../..')
const resolvedId = `\0${id}`

/**
 * Makes the facts file (content/firm.yaml, or the file FIRM_FACTS names), with the case studies it
 * lists, the module
 * `virtual:firm-facts`: read and validated when the build or the dev server starts, so a mistake in the
 * file stops both with a message naming the file, line and field. The facts are compiled into the
 * build (the prerendered pages carry them anyway); the dev server reloads when the file changes.
 */
export function firmFactsPlugin(): Plugin {
  let publicDir: string | undefined
  return {
    name: 'firm-facts',
    configResolved(config) {
      publicDir = config.publicDir || undefined
    },
    buildStart() {
      // Fail at once, before anything is compiled, rather than when a page first imports the facts.
      readFirmFacts(firmFactsFile(), { publicDir })
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined
    },
    load(loadedId) {
      if (loadedId !== resolvedId) return undefined
      const file = firmFactsFile()
      this.addWatchFile(file)
      const facts = readFirmFacts(file, { publicDir })
      // A case study's files too: the dev server reloads when one changes.
      for (const entry of facts.cases) {
        for (const name of ['case.yaml', 'sl.md', 'en.md']) this.addWatchFile(join(repo, entry.folder, name))
      }
      // The file's path from the repository root: the content check names it.
      const path = relative(repo, file)
      return `export default ${JSON.stringify(facts)}\nexport const file = ${JSON.stringify(path)}`
    },
  }
}

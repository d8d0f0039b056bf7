import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The production build's browser chunks (`dist/client/assets/chunks`). */
const chunksDir = resolve(process.cwd(), 'apps/website/dist/client/assets/chunks')

/** The names of the built chunks whose code contains `marker`. */
function chunksContaining(marker: string): string[] {
  return readdirSync(chunksDir).filter(
    (name) => name.endsWith('.js') && readFileSync(join(chunksDir, name), 'utf8').includes(marker),
  )
}

/** The built chunk that holds Embla, the carousels' swipe engine, found by an option name of its own. */
export function emblaChunk(): string {
  const files = chunksContaining('containScroll')
  if (files.length !== 1)
    throw new Error(`Expected one chunk with Embla, found ${files.length}: ${files.join(', ')}`)
  return files[0] as string
}

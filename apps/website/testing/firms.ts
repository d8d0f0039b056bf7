import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readFirmFacts } from '../content/firm/load.js'
import type { FirmFacts } from '../content/firm/schema.js'

// The pages' tests render two firms, never the site's own facts file: the firm edits that one, and
// filling it in must not break a test. Each is read as the build reads it, with the case studies of
// content/fixtures/cases/ that it lists.
const fixture = (name: string) => readFirmFacts(join(import.meta.dirname, '../content/fixtures', name))

/** A firm that has supplied only what the site cannot do without. */
export const bareFirm = fixture('bare-firm.yaml')

/** A fictional firm that has supplied every fact. */
export const completeFirm = fixture('complete-firm.yaml')

/** The least a facts file must say; a test of one kind of fact adds its own lines to it. */
export const minimalFacts = `name: Firma
legalForm: d.o.o.
founded:
  year: 2008
  city: Ljubljana
team:
  employees: 9
  contractors: 2
  students: 2
`

/**
 * The facts of a facts file whose text is `source`, read as the build reads one (readFirmFacts): from a
 * temporary firm.yaml, with `cases` (a folder of case studies) linked beside it as its cases/, and the
 * pictures looked for in `publicDir` when given.
 */
export function readFactsText(
  source: string,
  options: { cases?: string; publicDir?: string } = {},
): FirmFacts {
  const folder = mkdtempSync(join(tmpdir(), 'firm-facts-'))
  try {
    writeFileSync(join(folder, 'firm.yaml'), source)
    if (options.cases) symlinkSync(options.cases, join(folder, 'cases'))
    return readFirmFacts(join(folder, 'firm.yaml'), options.publicDir ? { publicDir: options.publicDir } : {})
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The problems the facts check lists when `read` refuses a facts file: its message's lines "  - …". */
export function problemsOfReading(read: () => unknown): string[] {
  try {
    read()
  } catch (error) {
    if (error instanceof Error && error.name === 'FirmFactsError') {
      return error.message
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^ {2}- /, ''))
    }
    throw error
  }
  throw new Error('the facts were accepted')
}

/** The problems the facts check names in `source`, a facts file's text it must refuse. */
export function problemsOf(source: string, options: { publicDir?: string } = {}): string[] {
  return problemsOfReading(() => readFactsText(source, options))
}

import { join } from 'node:path'
import { FirmFactsError, parseFirmFacts, readFirmFacts } from '../content/firm/load.js'

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

/** The problems the facts check names in `source`, a facts file's text it must refuse. */
export function problemsOf(source: string): string[] {
  try {
    parseFirmFacts(source, 'content/firm.yaml')
  } catch (error) {
    if (error instanceof FirmFactsError) return error.problems
    throw error
  }
  throw new Error('the facts were accepted')
}

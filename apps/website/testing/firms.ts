import { join } from 'node:path'
import { readFirmFacts } from '../content/firm/load.js'

// The pages' tests render two firms, never the site's own facts file: the firm edits that one, and
// filling it in must not break a test. Each is read as the build reads it, with the case studies of
// content/fixtures/cases/ that it lists.
const fixture = (name: string) => readFirmFacts(join(import.meta.dirname, '../content/fixtures', name))

/** A firm that has supplied only what the site cannot do without. */
export const bareFirm = fixture('bare-firm.yaml')

/** A fictional firm that has supplied every fact. */
export const completeFirm = fixture('complete-firm.yaml')

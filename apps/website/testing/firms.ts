import { parseFirmFacts } from '../content/firm/load.js'

// The pages' tests render two firms, never the site's own facts file: the firm edits that one, and
// filling it in must not break a test.
const sources = import.meta.glob<string>('../content/fixtures/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const fixture = (name: string) => {
  const path = `../content/fixtures/${name}`
  return parseFirmFacts(sources[path] ?? '', path)
}

/** A firm that has supplied only what the site cannot do without. */
export const bareFirm = fixture('bare-firm.yaml')

/** A fictional firm that has supplied every fact. */
export const completeFirm = fixture('complete-firm.yaml')

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { uiGuidance } from './guidance.js'

// The text field's guidance says an error message names the field and the fix ("Enter your message"),
// after GOV.UK. Its own examples broke that advice ("'Message' field is required" states a rule and
// leaves the fix to the reader): the examples, the wording table and the stories must follow it.
const statesARule = /field is required|is required|je obvezno|obvezno polje/i

it('the wording tables’ error examples name the fix', () => {
  for (const [title, advice] of Object.entries(uiGuidance)) {
    for (const line of advice.content.examples) {
      if (!/error/i.test(('note' in line ? line.note : '') ?? '')) continue
      expect(line.en, title).not.toMatch(statesARule)
      expect(line.sl, title).not.toMatch(statesARule)
    }
  }
})

it('the form stories’ error messages name the fix', () => {
  for (const file of ['TextField/TextField.stories.tsx', 'ErrorSummary/ErrorSummary.stories.tsx']) {
    const source = readFileSync(join(import.meta.dirname, '../components', file), 'utf8')
    expect(source, file).not.toMatch(statesARule)
  }
})

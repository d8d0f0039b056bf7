import { describe, expect, it } from 'vitest'
import { parseDraft } from './draft.js'

// What the form kept before a reload for a failed chunk of its code comes back from sessionStorage,
// which anything on the origin can write: only a recent draft of known fields is put back.
const now = Date.parse('2025-01-01T12:00:00Z')

describe('parseDraft', () => {
  it('gives back the typed values and the field the visitor was in', () => {
    const draft = {
      values: {
        email: 'ana@example.si',
        fullName: 'Ana Novak',
        message: 'Dolgo sporočilo\nz dvema vrsticama',
      },
      focused: 'message',
      savedAt: now - 2_000,
    }
    expect(parseDraft(JSON.stringify(draft), now)).toEqual(draft)
  })

  it('drops unknown fields, non-string values and an unknown focused field', () => {
    const stored = JSON.stringify({
      values: { email: 42, website: 'http://spam.example', message: 'Ostane' },
      focused: 'website',
      savedAt: now,
    })
    expect(parseDraft(stored, now)).toEqual({ values: { message: 'Ostane' }, savedAt: now })
  })

  it('ignores a draft older than a minute or from the future: it was not for this reload', () => {
    const draft = (savedAt: number) => JSON.stringify({ values: { message: 'M' }, savedAt })
    expect(parseDraft(draft(now - 60_001), now)).toBeUndefined()
    expect(parseDraft(draft(now + 1_000), now)).toBeUndefined()
    expect(parseDraft(draft(now - 60_000), now)).toEqual({ values: { message: 'M' }, savedAt: now - 60_000 })
  })

  it.each([null, '', 'not json', '[]', 'null', '{"values":"x","savedAt":1}', '{"values":{}}'])(
    'ignores %j',
    (stored) => {
      expect(parseDraft(stored, now)).toBeUndefined()
    },
  )
})

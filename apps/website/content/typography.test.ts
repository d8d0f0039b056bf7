import { describe, expect, it } from 'vitest'
import { slovenianSpaces } from './typography.js'

// The non-breaking spaces of Slovenian typography (content/STYLE.md, "Typography").
const shown = (text: string) => text.replaceAll('\u00a0', '⍽')

describe('slovenianSpaces', () => {
  it('binds a one-letter word to the next word, a number to its noun, and „EN 301 549“', () => {
    expect(shown(slovenianSpaces('Odgovorimo v 3 delovnih dneh, z vami in s partnerji.'))).toBe(
      'Odgovorimo v⍽3⍽delovnih dneh, z⍽vami in s⍽partnerji.',
    )
    expect(shown(slovenianSpaces('V tej izjavi: 200.000 uporabnikov, 1,5 ure, 20 %, EN 301 549.'))).toBe(
      'V⍽tej izjavi: 200.000⍽uporabnikov, 1,5⍽ure, 20⍽%, EN⍽301⍽549.',
    )
    expect(shown(slovenianSpaces('{n, plural, one {# minuta} other {# minut}}'))).toBe(
      '{n, plural, one {#⍽minuta} other {#⍽minut}}',
    )
  })

  it('counts „2000 znakov“, which is not a year', () => {
    expect(shown(slovenianSpaces('največ 2000 znakov'))).toBe('največ 2000⍽znakov')
  })

  it('leaves a year, a version, an ordinal and a letter inside a word as they are', () => {
    const text = 'Leta 2008 smo začeli, januarja 2024 pa; WCAG 2.1 na ravni AA; 6. člena; d.o.o. in e-pošta'
    expect(slovenianSpaces(text)).toBe(text)
  })
})

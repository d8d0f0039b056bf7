import { describe, expect, it } from 'vitest'
import { withSlovenianSpaces } from './typographyFix.js'

// `pnpm content typography` writes the non-breaking spaces into the copy files: what it must touch
// and what not.
const shown = (text: string) => text.replaceAll('\u00a0', '⍽')

describe('withSlovenianSpaces', () => {
  it('changes a YAML file’s values, not its keys, comments or English values', () => {
    const source = ['# a note v English', 'title: O nas', 'facts:', '  sl: v Ljubljani', '  en: a firm'].join(
      '\n',
    )
    expect(shown(withSlovenianSpaces('sl.yaml', source))).toBe(
      ['# a note v English', 'title: O⍽nas', 'facts:', '  sl: v⍽Ljubljani', '  en: a firm'].join('\n'),
    )
  })

  it('changes Markdown prose, not its code, comments, links’ addresses or tags', () => {
    const source = [
      '---',
      'title: Pot k uporabniku',
      '---',
      '<!--',
      'a note',
      '-->',
      'Preberite [izjavo o dostopnosti](/a b) v celoti, `v kodi` <img alt="x y" />.',
      '```',
      'a = b',
      '```',
    ].join('\n')
    expect(shown(withSlovenianSpaces('sl.mdx', source))).toBe(
      [
        '---',
        'title: Pot k⍽uporabniku',
        '---',
        '<!--',
        'a note',
        '-->',
        'Preberite [izjavo o⍽dostopnosti](/a b) v⍽celoti, `v kodi` <img alt="x y" />.',
        '```',
        'a = b',
        '```',
      ].join('\n'),
    )
  })

  it('changes a catalogue’s string literals only, and the Slovenian half of a two-language line', () => {
    expect(shown(withSlovenianSpaces('sl.ts', "const a = 'O nas' // a b"))).toBe("const a = 'O⍽nas' // a b")
    expect(
      shown(
        withSlovenianSpaces('mail.yaml', 'heading: Sporočilo s spletnega mesta / a message', {
          bilingualLines: true,
        }),
      ),
    ).toBe('heading: Sporočilo s⍽spletnega mesta / a message')
    expect(shown(withSlovenianSpaces('firm.yaml', 'city: v mestu\n  sl: v mestu', { onlyKey: 'sl' }))).toBe(
      'city: v mestu\n  sl: v⍽mestu',
    )
  })

  it('changes a caption file’s cues only, and a component’s Slovenian block only', () => {
    expect(
      shown(
        withSlovenianSpaces('promo.sl.vtt', 'WEBVTT\n\n00:00:00.000 --> 00:00:02.400\nTelevizor s vodnikom.'),
      ),
    ).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:02.400\nTelevizor s⍽vodnikom.')
    const component =
      "const messages = {\n  sl: {\n    agreed: 'Spremenite v nogi.',\n  },\n  en: { a: 'a b' },\n}\nconst x = 'v nogi'"
    expect(shown(withSlovenianSpaces('CookieBanner.tsx', component, { slovenianBlocksOnly: true }))).toBe(
      component.replace('v nogi.', 'v⍽nogi.'),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { ContentError } from './contentFile.js'
import { wordsLoader } from './wordsLoader.js'
import { fields, fill, listOf, pluralForms, template, text } from './wordsSchema.js'

// A page's words as a page declares them (pages/<page>/words.ts): this one's schema and files.
const schema = fields(
  {
    title: text,
    intro: listOf(template(['founded']), 'paragraphs'),
    team: fields({ employees: pluralForms }, 'the team’s kinds (employees)'),
  },
  'the about page',
)
/** A Slovenian file: the given fields' YAML lines, after a valid title, intro and team unless replaced. */
function file({
  title = 'title: O nas',
  intro = 'intro:\n  - Ustanovljeni leta {founded}.',
  team = 'team:\n  employees: { one: zaposleni, other: zaposlenih }',
  more = '',
} = {}): string {
  return [title, intro, team, more].filter(Boolean).join('\n')
}
const sl = file()

/** The loader's message for a Slovenian file `source`. */
function errorOf(source: string): string {
  try {
    wordsLoader('pages/about', { './sl.yaml': source }, schema)('sl')
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('the file loaded')
}

describe('a folder’s words (wordsLoader)', () => {
  it('reads each language’s file once, checked against the schema', () => {
    const wordsIn = wordsLoader('pages/about', { './sl.yaml': sl }, schema)
    expect(wordsIn('sl').title).toBe('O nas')
    expect(wordsIn('sl')).toBe(wordsIn('sl'))
  })

  it('names the file of a language it lacks', () => {
    const wordsIn = wordsLoader('pages/about', { './sl.yaml': sl }, schema)
    expect(() => wordsIn('en')).toThrow('pages/about/en.yaml: is missing')
  })

  it('names the file and the field of a missing text', () => {
    const message = errorOf(file({ title: '' }))
    expect(message).toContain('pages/about/sl.yaml: does not fit its schema')
    expect(message).toContain('title: is missing')
  })

  it('names the field of an empty text, and of a field the page does not have', () => {
    const message = errorOf(file({ title: 'title: "  "', more: 'teamOutro: Nekaj' }))
    expect(message).toContain('title: must not be empty')
    expect(message).toContain('teamOutro: is no field of the about page')
  })

  it('names a placeholder the code does not fill', () => {
    const message = errorOf(file({ intro: 'intro:\n  - Ustanovljeni leta {fonded}.' }))
    expect(message).toContain('intro.0: may only use the placeholders {founded}')
  })

  it('names a plural form it does not know', () => {
    const message = errorOf(file({ team: 'team:\n  employees: { one: a, many: b, other: c }' }))
    expect(message).toContain('team.employees.many: is no plural form')
  })

  it('names a file that is not YAML', () => {
    expect(errorOf('title: [')).toMatch(/pages\/about\/sl\.yaml: is not valid YAML/)
  })
})

describe('fill', () => {
  it('puts the facts into a text, once each placeholder, and leaves an unknown one as written', () => {
    expect(fill('od {founded}', { founded: 2008 })).toBe('od 2008')
    expect(fill('{a} in {b}', { a: 'x' })).toBe('x in {b}')
  })

  it('ends a sentence once when the fact ends with a full stop ("d.o.o.")', () => {
    expect(fill('Upravljavec je {name}.', { name: 'Firma d.o.o.' })).toBe('Upravljavec je Firma d.o.o.')
    expect(fill('Upravljavec je {name}.', { name: 'Firma' })).toBe('Upravljavec je Firma.')
  })
})

import { describe, expect, it } from 'vitest'
import { readProse } from './prose.js'

const file = 'pages/example/sl.md'
const read = (body: string) => readProse(`---\ntitle: Zgled\n---\n${body}`, file, ['table'])

describe('a prose file', () => {
  it('reads the frontmatter, the paragraphs before the first section, the sections, conditions and parts', () => {
    const prose = read(
      [
        'Uvod v dveh',
        'vrsticah.',
        '',
        '<!-- a note for the writer -->',
        '## Prvi razdelek {#first}',
        '',
        '::: if email',
        'Pišite na {email}.',
        '::: else',
        'Pišite nam.',
        ':::',
        '',
        '{table}',
        '',
        '{email}',
      ].join('\n'),
    )
    expect(prose.data).toEqual({ title: 'Zgled' })
    expect(prose.intro).toEqual([{ text: 'Uvod v dveh vrsticah.' }])
    expect(prose.sections).toEqual([
      {
        id: 'first',
        title: 'Prvi razdelek',
        blocks: [
          { if: 'email', given: ['Pišite na {email}.'], otherwise: ['Pišite nam.'] },
          { part: 'table' },
          { text: '{email}' },
        ],
      },
    ])
  })

  it.each([
    ['## Brez sidra', /sl\.md:4: a heading must be "## Title \{#id\}"/],
    ['# Naslov {#a}', /sl\.md:4: a heading must be/],
    ['::: if email\nBesedilo.', /sl\.md:4: "::: if email" is not closed/],
    ['::: else', /sl\.md:4: "::: else" without a "::: if"/],
    ['::: if email\n:::', /sl\.md:4: "::: if email" needs a paragraph/],
    ['::: when email', /sl\.md:4: "::: when email" is not "::: if <fact>"/],
    ['## A {#a}\n\n## B {#a}', /sl\.md:6: the id \{#a\} is used twice/],
  ])('names the file and line of a mistake: %s', (body, message) => {
    expect(() => read(body)).toThrow(message)
  })

  it('needs its frontmatter', () => {
    expect(() => readProse('Samo besedilo.', file, [])).toThrow(/sl\.md: must start with frontmatter/)
  })
})

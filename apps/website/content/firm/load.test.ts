import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { minimalFacts, problemsOf, readFactsText } from '../../testing/firms.js'
import { readFirmFacts } from './load.js'

const fixture = join(import.meta.dirname, '../fixtures/complete-firm.yaml')

describe('the facts file', () => {
  it('reads the site’s own facts and the complete fixture', () => {
    const site = readFirmFacts(join(import.meta.dirname, '../firm.yaml'))
    expect(site.founded).toEqual({ year: 2008, city: 'Ljubljana' })
    expect(site.team).toMatchObject({ employees: 9, contractors: 2, students: 2 })
    const complete = readFirmFacts(fixture)
    expect(complete.registration?.number).toBe('9876543000')
    expect(complete.address?.postalCode).toBe('1000')
  })

  it('gives what is not known as absent, and lists as empty', () => {
    const facts = readFactsText(minimalFacts)
    expect(facts.email).toBeUndefined()
    expect(facts.team.members).toEqual([])
    expect(facts.partners).toEqual([])
    expect(facts.testimonials).toEqual([])
    expect(facts.toConfirm).toEqual([])
  })

  it('reads the case studies it lists (content/firm/cases.test.ts reads them in full) and names a wrong entry', () => {
    const complete = readFirmFacts(fixture)
    expect(complete.cases.map((entry) => entry.id)).toEqual([
      'iptv-operater-zgled',
      'glasovanje-ministrstvo',
      'portal-univerza',
    ])
    expect(complete.partners[0]?.logo).toBe('/media/clients/operater-zgled.svg')
    expect(readFactsText(minimalFacts).cases).toEqual([])
    expect(problemsOf(`${minimalFacts}cases: [IPTV operater]\n`)).toEqual([
      'line 10, column 9: cases[0] must be a folder name of lower-case letters, digits and dashes, such as iptv-operator',
    ])
  })

  it('names the file, the line and the field of each mistake', () => {
    const source = `${minimalFacts}email: info(at)firma.si\npartners:\n  - name: Operater\n    kind: telekom\n`
    expect(() => readFactsText(source)).toThrow(/\/firm\.yaml has 2 problems:\n/)
    expect(problemsOf(source)).toEqual([
      'line 10, column 8: email must be an e-mail address such as info@podjetje.si',
      'line 13, column 11: partners[0].kind must be one of: telecom, media, government, university, other',
    ])
  })

  it('says which field is missing, which is unknown, and which language is missing', () => {
    expect(problemsOf(minimalFacts.replace('legalForm: d.o.o.\n', ''))).toEqual([
      'line 1, column 1: legalForm is missing',
    ])
    expect(problemsOf(`${minimalFacts}emial: info@firma.si\n`)).toEqual([
      'line 10, column 8: emial is not a field this file knows (check its spelling)',
    ])
    expect(
      problemsOf(
        `${minimalFacts}testimonials:\n  - text:\n      sl: Odlično.\n    author: Ana\n    authorTitle:\n      sl: direktorica\n      en: Director\n`,
      ),
    ).toEqual(['line 12, column 7: testimonials[0].text.en is missing'])
  })

  it('reports a YAML syntax error with its line', () => {
    const problems = problemsOf(`${minimalFacts}team:\n\tmembers: []\n`)
    expect(problems[0]).toMatch(/^line 10, column \d+: /)
  })

  it('checks that a team photo exists under public/', () => {
    const withPhoto = minimalFacts.replace(
      '  students: 2\n',
      '  students: 2\n  members:\n    - name: Ana Novak\n      role: { sl: direktorica, en: Director }\n      photo:\n        src: /media/team/ana.jpg\n        alt: { sl: Ana Novak v pisarni, en: Ana Novak in the office }\n',
    )
    expect(() => readFactsText(withPhoto, { publicDir: join(import.meta.dirname, '../../public') })).toThrow(
      'team.members[0].photo.src: no file /media/team/ana.jpg under public/',
    )
  })
})

import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyLines } from '../scripts/copyFiles.js'
import { figureConflicts, referenceTexts } from '../scripts/figureCheck.js'
import { resultValue } from './figures.js'
import { parseFirmFacts, readFirmFacts } from './firm/load.js'

const completeFirm = readFirmFacts(join(import.meta.dirname, 'fixtures/complete-firm.yaml'))
const siteFirm = readFirmFacts(join(import.meta.dirname, 'firm.yaml'))

const facts = (figures: string, cases = '') =>
  parseFirmFacts(
    `name: Firma\nlegalForm: d.o.o.\nfounded: {year: 2008, city: Ljubljana}\nteam: {employees: 9, contractors: 2, students: 2}\n${figures}${cases}`,
    'firm.yaml',
  )
const iptvCase = (result: string) =>
  `cases:\n  - id: iptv\n    client: {name: Operater}\n    families: [iptvApplications]\n    problem: {sl: a, en: b}\n    built: {sl: a, en: b}\n    results:\n      - ${result}\n        label: {sl: uporabnikov na sistemu, en: users on the system}\n`

describe('one figure, one source', () => {
  it('shows a reference’s result that names a figure as the facts give it', () => {
    const withFigure = facts('figures: {iptvUsers: 200000}\n', iptvCase('figure: iptvUsers'))
    const result = withFigure.cases[0]?.results[0]
    if (!result) throw new Error('no result')
    expect(resultValue('sl', withFigure, result)).toBe('200.000+')
    expect(resultValue('en', withFigure, result)).toBe('200,000+')
  })

  it('finds a reference that states a figure as another number than the facts give it', () => {
    const disagreeing = facts(
      'figures: {iptvUsers: 200000, setTopBoxApps: 20}\n',
      iptvCase('value: {sl: "240.000", en: "240,000"}'),
    )
    expect(
      figureConflicts(disagreeing, referenceTexts(disagreeing, 'firm.yaml')).map(
        ({ where, stated, given }) => [where, stated, given],
      ),
    ).toEqual([
      ['firm.yaml cases[0].results[0] (iptv)', 240000, 200000],
      ['firm.yaml cases[0].results[0] (iptv)', 240000, 200000],
    ])
  })

  it('finds a text of the copy that states a figure as another number, and passes one that agrees', () => {
    const given = facts('figures: {iptvUsers: 200000, setTopBoxApps: 20}\n')
    const lines = [
      { where: 'sl.yaml:1', text: 'Naš sistem IPTV uporablja več kot 250.000\u00a0uporabnikov.' },
      { where: 'en.md:2', text: 'more than 25 set-top box apps', families: ['iptvApplications'] },
      {
        where: 'sl.yaml:3',
        text: 'Sistem IPTV za več kot 200.000 uporabnikov in 20+ aplikacij za sprejemnike.',
      },
      // Users of another product are another figure; a decimal, a version or HTML5 is no count.
      { where: 'sl.yaml:4', text: 'Uredniški sistem z 18.000 uporabniki, po WCAG 2.1 in HTML5.' },
    ]
    expect(figureConflicts(given, lines).map(({ where, figure }) => [where, figure])).toEqual([
      ['sl.yaml:1', 'iptvUsers'],
      ['en.md:2', 'setTopBoxApps'],
    ])
  })

  it('compares nothing with a figure the facts leave out', () => {
    const none = facts('', iptvCase('value: {sl: "240.000", en: "240,000"}'))
    expect(figureConflicts(none, referenceTexts(none, 'firm.yaml'))).toEqual([])
  })

  it('holds for the site’s facts and for the complete fixture, against every copy file', () => {
    for (const firm of [siteFirm, completeFirm]) {
      expect(firm.figures).toEqual({ iptvUsers: 200000, setTopBoxApps: 20 })
      expect(figureConflicts(firm, [...referenceTexts(firm, 'facts'), ...copyLines()])).toEqual([])
    }
  })

  it('refuses a result that names a figure the facts do not give, or gives both a value and a figure', () => {
    expect(() => facts('', iptvCase('figure: iptvUsers'))).toThrow(
      'cases[0].results[0].figure names iptvUsers, which figures: does not give',
    )
    expect(() =>
      facts('figures: {iptvUsers: 1}\n', iptvCase('figure: iptvUsers\n        value: {sl: "1", en: "1"}')),
    ).toThrow('must give either its `value` or the name of one of the firm’s figures')
  })
})

import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyLines } from '../scripts/copyFiles.js'
import { figureConflicts, referenceTexts } from '../scripts/figureCheck.js'
import { readFactsText } from '../testing/firms.js'
import { caseSummaries } from './firm/caseViews.js'
import { readFirmFacts } from './firm/load.js'

const completeFirm = readFirmFacts(join(import.meta.dirname, 'fixtures/complete-firm.yaml'))
const siteFirm = readFirmFacts(join(import.meta.dirname, 'firm.yaml'))

// Facts with the test cases of scripts/fixtures/cases/: iptv-operater states 240.000 users,
// iptv-figure names the firm's figure.
const fixtures = join(import.meta.dirname, '../scripts/fixtures')
const facts = (figures: string, cases = '') =>
  readFactsText(
    `name: Firma\nlegalForm: d.o.o.\nfounded: {year: 2008, city: Ljubljana}\nteam: {employees: 9, contractors: 2, students: 2}\n${figures}${cases}`,
    { cases: join(fixtures, 'cases') },
  )
const iptvCase = (id: 'iptv-operater' | 'iptv-figure') => `cases: [${id}]\n`

describe('one figure, one source', () => {
  it('shows a case’s outcome that names a figure as the facts give it', () => {
    const withFigure = facts('figures: {iptvUsers: 200000}\n', iptvCase('iptv-figure'))
    expect(caseSummaries('sl', withFigure)[0]?.results[0]?.value).toBe('200.000+')
    expect(caseSummaries('en', withFigure)[0]?.results[0]?.value).toBe('200,000+')
  })

  it('finds a case that states a figure as another number than the facts give it', () => {
    // Read from its file, so that the conflicts name the case's files as they are in the repository.
    const disagreeing = readFirmFacts(join(fixtures, 'firm-with-figure-conflict.yaml'))
    expect(
      figureConflicts(disagreeing, referenceTexts(disagreeing)).map(({ where, stated, given }) => [
        where,
        stated,
        given,
      ]),
    ).toEqual([
      ['apps/website/scripts/fixtures/cases/iptv-operater/case.yaml outcomes[0]', 240000, 200000],
      ['apps/website/scripts/fixtures/cases/iptv-operater/case.yaml outcomes[0]', 240000, 200000],
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
    const none = facts('', iptvCase('iptv-operater'))
    expect(figureConflicts(none, referenceTexts(none))).toEqual([])
  })

  it('holds for the site’s facts and for the complete fixture, against every copy file', () => {
    for (const firm of [siteFirm, completeFirm]) {
      expect(firm.figures).toEqual({ iptvUsers: 200000, setTopBoxApps: 20 })
      expect(figureConflicts(firm, [...referenceTexts(firm), ...copyLines()])).toEqual([])
    }
  })

  it('refuses an outcome that names a figure the facts do not give', () => {
    expect(() => facts('', iptvCase('iptv-figure'))).toThrow(
      /cases\/iptv-figure\/case\.yaml: outcomes\[0\]\.figure names iptvUsers, which figures: does not give/,
    )
  })
})

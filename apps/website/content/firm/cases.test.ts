import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bareFirm, completeFirm, problemsOfReading } from '../../testing/firms.js'
import { hasCasePage } from './cases.js'
import { caseStudyIds, caseSummaries, casesOfFamily } from './caseViews.js'
import { readFirmFacts } from './load.js'

/** The problems the facts check names in a fixture facts file beside scripts/fixtures/cases/. */
const problemsOfFixture = (name: string) =>
  problemsOfReading(() => readFirmFacts(join(import.meta.dirname, '../../scripts/fixtures', name)))

describe('case studies', () => {
  it('reads each case the facts list from its folder beside them, in their order, with the families of its products', () => {
    expect(completeFirm.cases.map((entry) => [entry.id, entry.families])).toEqual([
      ['iptv-operater-zgled', ['iptvApplications', 'mobileApplications']],
      ['glasovanje-ministrstvo', ['conferenceVotingSystems', 'customSolutions']],
      ['portal-univerza', ['contentManagementSystems', 'customSolutions']],
    ])
    expect(completeFirm.cases[0]?.story.sl.sections.map((section) => section.part)).toEqual([
      'situation',
      'built',
      'rollout',
      'outcome',
    ])
    // The site's own facts: their cases are folders of content/cases/.
    const site = readFirmFacts(join(import.meta.dirname, '../firm.yaml'))
    expect(site.cases.map((entry) => entry.folder)).toEqual([
      'apps/website/content/cases/iptv-sistem',
      'apps/website/content/cases/aplikacije-za-sprejemnike',
    ])
    expect(bareFirm.cases).toEqual([])
  })

  it('gives a page only to a case that tells its story in both languages and gives its year and an outcome', () => {
    expect(completeFirm.cases.map((entry) => [entry.id, hasCasePage(entry)])).toEqual([
      ['iptv-operater-zgled', true],
      ['glasovanje-ministrstvo', true],
      ['portal-univerza', false],
    ])
    const [full] = completeFirm.cases
    if (!full) throw new Error('no case')
    expect(hasCasePage({ ...full, year: undefined })).toBe(false)
    expect(hasCasePage({ ...full, outcomes: [] })).toBe(false)
    expect(hasCasePage({ ...full, story: { ...full.story, en: { ...full.story.en, sections: [] } } })).toBe(
      false,
    )
    expect(caseStudyIds(completeFirm)).toEqual(['iptv-operater-zgled', 'glasovanje-ministrstvo'])
  })

  it('shows a case without a page as a summary that links only to its product families', () => {
    const summary = caseSummaries('sl', completeFirm).find((entry) => entry.id === 'portal-univerza')
    expect(summary?.href).toBeNull()
    expect(summary?.links.map((link) => link.href)).toEqual([
      '/produkti/sistemi-za-upravljanje-vsebin',
      '/produkti/resitve-po-meri',
    ])
    const full = caseSummaries('en', completeFirm)[0]
    expect(full?.links[0]).toEqual({
      href: '/en/case-studies/iptv-operater-zgled',
      label: 'An IPTV system for more than 200,000 users',
    })
  })

  it('lists the cases of a product family, without the link to that family’s own page', () => {
    const iptv = casesOfFamily('sl', completeFirm, 'iptvApplications')
    expect(iptv.map((entry) => entry.id)).toEqual(['iptv-operater-zgled'])
    expect(iptv[0]?.links.map((link) => link.href)).toEqual([
      '/reference/iptv-operater-zgled',
      '/produkti/mobilne-aplikacije',
    ])
    expect(casesOfFamily('sl', completeFirm, 'customSolutions').map((entry) => entry.id)).toEqual([
      'glasovanje-ministrstvo',
      'portal-univerza',
    ])
    expect(casesOfFamily('en', bareFirm, 'iptvApplications')).toEqual([])
  })

  it('writes an outcome’s number and unit as each language does, and a named figure as the facts give it', () => {
    const values = (locale: 'sl' | 'en') =>
      caseSummaries(locale, completeFirm).flatMap((entry) => entry.results.map((result) => result.value))
    expect(values('sl')).toEqual([
      '200.000+',
      '0,8\u00a0s',
      '\u221235\u00a0%',
      '120',
      '3\u00a0s',
      '0',
      '4 → 1',
      '18.000',
    ])
    expect(values('en')).toEqual([
      '200,000+',
      '0.8\u00a0s',
      '\u221235%',
      '120',
      '3\u00a0s',
      '0',
      '4 → 1',
      '18,000',
    ])
  })

  it('names the file, the line and the field of each mistake in a case’s facts and story, and a case folder that is missing', () => {
    expect(problemsOfFixture('firm-with-broken-cases.yaml')).toEqual([
      'apps/website/scripts/fixtures/cases/broken-case/case.yaml: line 4: year must be a year such as 2019',
      'apps/website/scripts/fixtures/cases/broken-case/case.yaml: line 7: outcomes[0] must give either its `value` or the name of one of the firm’s figures (`figure: iptvUsers`), not both',
      'apps/website/scripts/fixtures/cases/broken-case/case.yaml: line 13: quote.role is missing',
      "apps/website/scripts/fixtures/cases/broken-case/sl.md:8: the story's parts are, in this order, {#situation}, {#built}, {#rollout}, {#outcome}; here {#situation} comes next",
      'apps/website/scripts/fixtures/cases/broken-case/sl.md: the story tells 1 of its 4 parts; add "## … {#built}", "## … {#rollout}", "## … {#outcome}" (or leave the body empty: the case then shows as a summary)',
      'apps/website/scripts/fixtures/cases/broken-case/en.md: line 2: description is missing',
      'cases[1]: no folder apps/website/scripts/fixtures/cases/no-such-case/ with case.yaml, sl.md and en.md (add it, or leave the case out)',
    ])
  })

  it('names a product the firm does not make', () => {
    expect(problemsOfFixture('firm-with-unknown-product.yaml')).toEqual([
      expect.stringMatching(
        /^apps\/website\/scripts\/fixtures\/cases\/unknown-product\/case.yaml: products names iptv-systm, which is no product of the firm \(one of: .*iptv-system/,
      ),
    ])
  })
})

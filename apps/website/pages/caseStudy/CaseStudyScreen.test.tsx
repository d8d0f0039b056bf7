import { screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { CaseStudyScreen } from './CaseStudyScreen.js'
import { caseStudyScreenContent } from './content.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('CaseStudyScreen', () => {
  it('shows the results and the facts first, then the story in four parts, the pictures, the client’s words and the offer of a call (Slovenian)', async () => {
    const content = caseStudyScreenContent('sl', completeFirm, 'iptv-operater-zgled')
    if (!content) throw new Error('no content')
    expect(content.header).toEqual({
      title: 'Sistem IPTV za več kot 200.000\u00a0uporabnikov',
      subtitle: 'Operater Zgled d.d. · telekomunikacije',
      description: expect.stringContaining('Operater Zgled d.d.'),
    })
    const { container } = renderScreen('sl', <CaseStudyScreen content={content} />)
    const crumbs = screen.getByRole('navigation', { name: 'Drobtinice' })
    expect(within(crumbs).getByRole('link', { name: 'Reference' })).toHaveAttribute('href', '/reference')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Rezultati',
      'Na kratko',
      'Izhodišče',
      'Kaj smo izdelali',
      'Uvedba',
      'Kaj se je spremenilo',
      'Kako je sistem videti',
      'Mnenje stranke',
      'Vprašajte stranko',
      'Pripravljate podoben projekt?',
    ])
    const facts = screen.getByRole('region', { name: 'Na kratko' })
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Stranka',
      'Panoga',
      'V\u00a0uporabi od',
      'Trajanje',
      'Ekipa',
      'Platforme',
      'Tehnologije',
      'Naši produkti',
    ])
    expect(within(facts).getByText('14 mesecev')).toBeInTheDocument()
    expect(within(facts).getByText('7 ljudi')).toBeInTheDocument()
    expect(
      within(facts).getByRole('link', { name: 'Sistem IPTV za več kot 200.000\u00a0uporabnikov' }),
    ).toHaveAttribute('href', '/produkti/iptv-aplikacije#iptv-system')
    const results = screen.getByRole('region', { name: 'Rezultati' })
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '200.000+ uporabnikov sistema',
      '0,8\u00a0s do prikaza programskega vodnika',
      '\u221235\u00a0% klicev v\u00a0podporo v\u00a0prvem letu',
    ])
    const picture = screen.getByRole('img', { name: /^Risba zaslona programskega vodnika/ })
    expect(picture).toHaveAttribute('width', '1280')
    expect(picture).toHaveAttribute('height', '720')
    expect(screen.getByRole('link', { name: 'Dogovorimo se za pogovor s\u00a0stranko' })).toHaveAttribute(
      'href',
      '/kontakt',
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('says the team and the duration in English, and offers no call when the client takes none', () => {
    const content = caseStudyScreenContent('en', completeFirm, 'glasovanje-ministrstvo')
    if (!content) throw new Error('no content')
    renderScreen('en', <CaseStudyScreen content={{ ...content, referenceCall: null }} />)
    expect(screen.getByText('6 months')).toBeInTheDocument()
    expect(screen.getByText('4 people')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Ask the client' })).toBeNull()
  })

  it('has no page for a case with too few facts, nor for an unknown one', () => {
    expect(caseStudyScreenContent('sl', completeFirm, 'portal-univerza')).toBeUndefined()
    expect(caseStudyScreenContent('sl', completeFirm, 'ni-take')).toBeUndefined()
  })
})

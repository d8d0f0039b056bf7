import { screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { CaseStudiesScreen } from './CaseStudiesScreen.js'
import { caseStudiesScreenContent } from './content.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('CaseStudiesScreen', () => {
  it('lists every case, best first, linking those with a page of their own by their title (Slovenian)', async () => {
    const content = caseStudiesScreenContent('sl', completeFirm)
    if (!content) throw new Error('no content')
    const { container } = renderScreen('sl', <CaseStudiesScreen content={content} />)
    const cases = screen.getAllByRole('article')
    expect(cases.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Operater Zgled d.d.',
      'Ministrstvo za zglede',
      'Slovenska univerza',
    ])
    const [iptv, voting, university] = cases as [HTMLElement, HTMLElement, HTMLElement]
    expect(
      within(iptv).getByRole('link', { name: 'Sistem IPTV za več kot 200.000\u00a0uporabnikov' }),
    ).toHaveAttribute('href', '/reference/iptv-operater-zgled')
    expect(within(voting).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/reference/glasovanje-ministrstvo',
    )
    // Too few facts for a page: a summary, linked only to its product families.
    expect(
      within(university)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/produkti/sistemi-za-upravljanje-vsebin', '/produkti/resitve-po-meri'])
    expect(within(iptv).getByRole('list', { name: 'Preberite več' })).toBeInTheDocument()
    expect(within(iptv).getByText('200.000+')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pogovorimo se o\u00a0projektu' })).toHaveAttribute(
      'href',
      '/kontakt',
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('shows the figures in English and has no content for a firm without cases', () => {
    const content = caseStudiesScreenContent('en', completeFirm)
    if (!content) throw new Error('no content')
    renderScreen('en', <CaseStudiesScreen content={content} />)
    expect(screen.getByText('0.8 s')).toBeInTheDocument()
    expect(screen.getByText('\u221235%')).toBeInTheDocument()
    expect(caseStudiesScreenContent('en', bareFirm)).toBeUndefined()
  })
})

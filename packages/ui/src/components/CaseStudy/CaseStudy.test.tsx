import { render, screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { CaseStudy } from './CaseStudy.js'

const iptv = {
  client: 'Operater IPTV v Sloveniji',
  problem: 'Programski vodnik se je na starejših sprejemnikih nalagal več sekund.',
  built: 'Nov uporabniški vmesnik in zaledni sistem za več kot 200.000 uporabnikov.',
  results: [
    { value: '200.000+', label: 'uporabnikov' },
    { value: '0,8 s', label: 'do programskega vodnika' },
  ],
  quote: { text: 'Vodnik je zdaj takoj tam.', author: 'Marko Kovač', authorTitle: 'tehnični direktor' },
  links: [{ href: '/produkti/aplikacije-iptv', label: 'Aplikacije IPTV' }],
}

// axe and the first render take seconds in jsdom on two shared cores.
vi.setConfig({ testTimeout: 20_000 })

describe('CaseStudy', () => {
  it('is an article named by its client, with the problem, the work, the figures, the quote and the links', () => {
    render(<CaseStudy {...iptv} />)
    const article = screen.getByRole('article', { name: 'Operater IPTV v Sloveniji' })
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Operater IPTV v Sloveniji')
    expect(
      within(article)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Izziv', 'Kaj smo naredili'])
    const results = within(article).getByRole('list', { name: 'Rezultati' })
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['200.000+ uporabnikov', '0,8 s do programskega vodnika'])
    expect(within(article).getByRole('blockquote')).toHaveTextContent('Vodnik je zdaj takoj tam.')
    expect(within(article).getByRole('link', { name: 'Aplikacije IPTV' })).toHaveAttribute(
      'href',
      '/produkti/aplikacije-iptv',
    )
  })

  it('leaves out the figures, the quote and the links when there are none, and speaks English', () => {
    render(<CaseStudy client="A set-top box vendor" problem="p" built="b" headingLevel={2} locale="en" />)
    const article = screen.getByRole('article', { name: 'A set-top box vendor' })
    expect(
      within(article)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['The problem', 'What we built'])
    expect(within(article).queryByRole('list')).not.toBeInTheDocument()
    expect(within(article).queryByRole('blockquote')).not.toBeInTheDocument()
  })

  it('shows a logo beside the name, as decoration (the name is the text)', () => {
    const { container } = render(<CaseStudy {...iptv} logo={{ src: '/media/clients/op.svg' }} />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('has no axe violations', async () => {
    const { container } = render(<CaseStudy {...iptv} />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<CaseStudy {...iptv} />)
    expect(warnings).toEqual([])
    unmount()
  })
})

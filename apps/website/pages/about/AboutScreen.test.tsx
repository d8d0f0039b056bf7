import { screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { AboutScreen } from './AboutScreen.js'
import { aboutScreenContent } from './content.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('AboutScreen', () => {
  it('shows the facts in brief with the team by its composition, and customers by kind, while the firm has named none (Slovenian)', async () => {
    const { container } = renderScreen('sl', <AboutScreen content={aboutScreenContent('sl', bareFirm)} />)
    expect(screen.getByText(/ustanovili leta 2008 v Ljubljani/)).toBeInTheDocument()
    for (const name of ['Na kratko', 'Kako delamo', 'Stranke in partnerji']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    // The facts in brief: one definition list, the team's composition among them.
    const facts = screen.getByRole('region', { name: 'Na kratko' })
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['leto ustanovitve', 'sedež podjetja', 'ekipa'])
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['2008', 'Ljubljana', '9\u00a0zaposlenih', '2\u00a0zunanja sodelavca', '2\u00a0študenta'])
    // No one named yet: no section of people, and no names or faces invented for it.
    expect(screen.queryByRole('heading', { name: 'Naša ekipa' })).toBeNull()
    expect(screen.queryByRole('article')).toBeNull()
    // How we work: the principles in their order.
    const values = screen.getByRole('region', { name: 'Kako delamo' })
    expect(within(values).getAllByRole('listitem')).toHaveLength(4)
    expect(within(values).getByRole('list').tagName).toBe('OL')
    // No page on how a project runs while the facts say nothing of it; the site's own accessibility is
    // told here, with the statement a link away.
    expect(within(values).queryByRole('link', { name: /Kako poteka projekt/ })).toBeNull()
    expect(within(values).getByRole('link', { name: 'Preberi izjavo o\u00a0dostopnosti' })).toHaveAttribute(
      'href',
      '/izjava-o-dostopnosti',
    )
    const partners = screen
      .getByRole('heading', { level: 2, name: 'Stranke in partnerji' })
      .closest('section') as HTMLElement
    expect(
      within(partners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Telekomunikacijski operaterji',
      'Mediji',
      'Ustanove EU in slovenske javne ustanove',
      'Univerze',
      'Drugi',
    ])
    // No testimonials until the firm supplies one, and nothing that passes for a person or a photo.
    expect(screen.queryByRole('heading', { name: 'Mnenja strank' })).toBeNull()
    expect(container.querySelector('blockquote, img')).toBeNull()
    expect(container.textContent).not.toMatch(/\[|nadomestn/i)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('shows the named team, customers by kind and testimonials of a complete firm (English)', async () => {
    const { container } = renderScreen('en', <AboutScreen content={aboutScreenContent('en', completeFirm)} />)
    for (const name of [
      'At a glance',
      'Our team',
      'How we work',
      'Customers and partners',
      'What our customers say',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(within(screen.getByRole('region', { name: 'At a glance' })).getByText('9 employees')).toBeVisible()
    // The people, each named by a heading, with their role.
    const team = screen.getByRole('region', { name: 'Our team' })
    expect(
      within(team)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Mojca Zgledna', 'Tomaž Vzorec', 'Špela Primer'])
    expect(within(team).getByText('Head of development')).toBeInTheDocument()
    // Each with the photo the firm supplied (the fixture's are drawn silhouettes), described in the
    // page's language.
    expect(within(team).getAllByRole('img', { name: 'A drawn silhouette in place of a photo' })).toHaveLength(
      3,
    )
    // A customer with a logo is shown by its logo, named by its name; one without, by its name.
    const telecoms = screen.getByRole('list', { name: 'Telecom operators' })
    expect(within(telecoms).getByRole('img', { name: 'Operater Zgled d.d.' })).toBeInTheDocument()
    expect(telecoms).toHaveTextContent('Mobilni Vzorec d.o.o.')
    expect(screen.getByRole('list', { name: 'Universities' })).toHaveTextContent('Univerza v Primerih')
    expect(container.querySelectorAll('blockquote')).toHaveLength(2)
    expect(screen.getByText(/The IPTV system runs without interruption/)).toBeInTheDocument()
    // How a project runs, beside the principles, once the facts say it.
    expect(
      within(screen.getByRole('region', { name: 'How we work' })).getByRole('link', {
        name: 'How a project with us runs, from analysis to support',
      }),
    ).toHaveAttribute('href', '/en/how-we-work')
    expect(await axe(container)).toHaveNoViolations()
  })

  it('shows a team member’s photo with the firm’s description of it (Slovenian)', () => {
    const firm = {
      ...completeFirm,
      team: {
        ...completeFirm.team,
        members: [
          {
            name: 'Mojca Zgledna',
            role: { sl: 'direktorica', en: 'Director' },
            photo: {
              src: '/media/team/mojca.jpg',
              alt: { sl: 'Mojca Zgledna za mizo v pisarni', en: 'Mojca Zgledna at her desk' },
            },
          },
        ],
      },
    }
    renderScreen('sl', <AboutScreen content={aboutScreenContent('sl', firm)} />)
    expect(screen.getByRole('img', { name: 'Mojca Zgledna za mizo v pisarni' })).toHaveAttribute(
      'src',
      '/media/team/mojca.jpg',
    )
  })

  it('ends with the next step to the contact page (both languages)', () => {
    const expected = {
      sl: ['Bi radi sodelovali z\u00a0nami?', 'Pogovorimo se o\u00a0sodelovanju', '/kontakt'],
      en: ['Would you like to work with us?', 'Talk to us about working together', '/en/contact-us'],
    } as const
    for (const locale of ['sl', 'en'] as const) {
      const { container, unmount } = renderScreen(
        locale,
        <AboutScreen content={aboutScreenContent(locale, bareFirm)} />,
      )
      const [heading, action, href] = expected[locale]
      const link = within(screen.getByRole('region', { name: heading })).getByRole('link', { name: action })
      expect(link).toHaveAttribute('href', href)
      expect(within(container).getAllByRole('link').at(-1)).toBe(link)
      unmount()
    }
  })

  it('puts the firm’s proof and people before its principles: figures in brief, references, team, customers, opinions (Slovenian, a complete firm)', () => {
    renderScreen('sl', <AboutScreen content={aboutScreenContent('sl', completeFirm)} />)
    // The references under the story, beside the facts in brief.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Reference',
      'Na kratko',
      'Naša ekipa',
      'Stranke in partnerji',
      'Mnenja strank',
      'Kako delamo',
      'Bi radi sodelovali z\u00a0nami?',
    ])
    // The headline figures among the facts in brief, from the one fact the home page shows too.
    const facts = within(screen.getByRole('region', { name: 'Na kratko' }))
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'leto ustanovitve',
      'sedež podjetja',
      'uporabniki našega sistema IPTV',
      'aplikacije za sprejemnike',
      'ekipa',
    ])
    expect(facts.getByText('200.000+')).toBeInTheDocument()
    expect(facts.getByText('20+')).toBeInTheDocument()
  })
})

import { screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { howWeWorkScreenContent } from './content.js'
import { HowWeWorkScreen } from './HowWeWorkScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('HowWeWorkScreen', () => {
  it('shows the path of a project, support and security from the facts (English, a complete firm)', async () => {
    const { container } = renderScreen(
      'en',
      <HowWeWorkScreen content={howWeWorkScreenContent('en', completeFirm)} />,
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The path of a project',
      'Support and operations',
      'Security and data protection',
      'Let’s start with a conversation',
    ])
    // The four steps in order, each with its typical duration and what the client gets.
    const path = screen.getByRole('region', { name: 'The path of a project' })
    expect(
      within(path)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Discovery', 'Pilot', 'Roll-out', 'Operation and maintenance'])
    const pilot = within(path).getByRole('heading', { name: 'Pilot' }).closest('li') as HTMLElement
    expect(pilot).toHaveTextContent('Typical duration6–10 weeks')
    expect(within(pilot).getByText('a test report, accessibility included')).toBeInTheDocument()
    // Response times by severity, as a table a screen reader can read by its headers.
    const table = screen.getByRole('table', { name: 'Response times by severity' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('cell').textContent),
    ).toEqual(['1 hour', '4 hours', '1 business day', '3 business days'])
    expect(within(table).getByRole('rowheader', { name: /^Critical/ })).toHaveTextContent(
      'The system is down, or down for most of its users.',
    )
    const support = screen.getByRole('region', { name: 'Support and operations' })
    expect(support).toHaveTextContent('Support hoursweekdays from 8:00 to 16:00')
    // Certificates only as the facts name them; hosting options; the processing agreement.
    const security = screen.getByRole('region', { name: 'Security and data protection' })
    expect(security).toHaveTextContent('ISO/IEC 27001:2022 – software development and maintenance')
    expect(
      within(security)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('in a data centre in Slovenia')
    expect(security).toHaveTextContent('Article 28 of the GDPR')
    expect(screen.getByRole('link', { name: 'Let’s talk about your project' })).toHaveAttribute(
      'href',
      '/en/contact-us',
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('states nothing the facts do not give: without them, what we agree with each client and the way to ask (Slovenian)', async () => {
    const { container } = renderScreen(
      'sl',
      <HowWeWorkScreen content={howWeWorkScreenContent('sl', bareFirm)} />,
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Začnimo s\u00a0pogovorom',
    ])
    expect(screen.queryByRole('table')).toBeNull()
    expect(container).toHaveTextContent(/dogovorimo pred začetkom dela/)
    expect(container.textContent).not.toMatch(/ISO|ur[ae]?\b|tedn/)
    expect(screen.getByRole('link', { name: 'Pogovorimo se o\u00a0vašem projektu' })).toHaveAttribute(
      'href',
      '/kontakt',
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('shows a part alone when the facts give only that part (Slovenian)', () => {
    const firm = {
      ...bareFirm,
      howWeWork: {
        security: {
          certifications: [],
          hosting: [{ sl: 'na strežnikih stranke', en: 'on the client’s own servers' }],
        },
      },
    }
    renderScreen('sl', <HowWeWorkScreen content={howWeWorkScreenContent('sl', firm)} />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Varnost in varstvo podatkov',
      'Začnimo s\u00a0pogovorom',
    ])
    expect(screen.getByRole('region', { name: 'Varnost in varstvo podatkov' })).toHaveTextContent(
      'Kje lahko sistem tečena strežnikih stranke',
    )
    expect(screen.queryByText('Certifikati')).toBeNull()
  })
})

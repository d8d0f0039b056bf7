import { screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { aboutScreenContent } from '../../content/screenContent.js'
import { installBrowserStubs, renderScreen } from '../testing/renderScreen.js'
import { AboutScreen } from './AboutScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('AboutScreen', () => {
  it('presents the company, the team of 13 as placeholders, partners and four testimonials (Slovenian)', async () => {
    const { container } = renderScreen('sl', <AboutScreen content={aboutScreenContent('sl')} />)
    expect(screen.getByText(/ustanovili leta 2008 v Ljubljani/)).toBeInTheDocument()
    expect(screen.getByText('9 zaposlenih')).toBeInTheDocument()
    for (const name of [
      'Na kratko',
      'Naša ekipa',
      'Kako delamo',
      'Stranke in partnerji',
      'Mnenja partnerjev',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    for (const name of ['Zaposleni', 'Zunanji sodelavci', 'Študenti']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument()
    }
    // Only the team's size is known: each person's card says it is a placeholder, and shows no image
    // that could pass for a photo.
    expect(
      screen.getAllByText(/^\[nadomestno besedilo: ime \((zaposleni|zunanji sodelavec|študent) \d+\)\]$/),
    ).toHaveLength(13)
    expect(screen.getByText('[nadomestno besedilo: ime (študent 2)]')).toBeInTheDocument()
    expect(screen.getAllByText('[nadomestno besedilo: vloga]')).toHaveLength(13)
    expect(screen.queryAllByRole('img', { name: /Fotografija/ })).toEqual([])
    expect(screen.getByRole('list', { name: 'Telekomunikacijski operaterji' })).toBeInTheDocument()
    expect(screen.getByText('Telekomunikacijski operater A')).toBeInTheDocument()
    expect(screen.getByText(/Nadomestna vsebina/)).toBeInTheDocument()
    expect(container.querySelectorAll('blockquote')).toHaveLength(4)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('presents the same in English', async () => {
    const { container } = renderScreen('en', <AboutScreen content={aboutScreenContent('en')} />)
    expect(screen.getByText(/founded the company in Ljubljana in 2008/)).toBeInTheDocument()
    expect(screen.getByText('9 employees')).toBeInTheDocument()
    for (const name of [
      'At a glance',
      'Our team',
      'How we work',
      'Customers and partners',
      'What our partners say',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByText('[placeholder: name (employee 1)]')).toBeInTheDocument()
    expect(screen.getByText('[placeholder: name (contractor 2)]')).toBeInTheDocument()
    expect(screen.queryAllByRole('img', { name: /Photo/ })).toEqual([])
    expect(screen.getByRole('list', { name: 'EU and Slovenian government institutions' })).toBeInTheDocument()
    expect(screen.getByText(/Placeholder content/)).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })
})

import { screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accessibilityStatementScreenContent } from '../../content/screenContent.js'
import { installBrowserStubs, renderScreen } from '../testing/renderScreen.js'
import { AccessibilityStatementScreen } from './AccessibilityStatementScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('AccessibilityStatementScreen', () => {
  it('states partial WCAG 2.1 AA conformance, January 2024 and 3 business days (Slovenian)', async () => {
    const { container } = renderScreen(
      'sl',
      <AccessibilityStatementScreen content={accessibilityStatementScreenContent('sl')} />,
    )
    expect(screen.getByText('delno skladno z WCAG 2.1, raven AA')).toBeInTheDocument()
    expect(screen.getByText('januar 2024')).toBeInTheDocument()
    expect(screen.getByText('3 delovni dnevi')).toBeInTheDocument()
    for (const name of [
      'Stopnja skladnosti',
      'Znane omejitve',
      'Priprava izjave',
      'Povratne informacije in kontakt',
      'Postopek izvrševanja',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Pišite nam prek kontaktnega obrazca' })).toHaveAttribute(
      'href',
      '/kontakt',
    )
    // Facts the firm has not supplied are visible placeholders: no invented address, and no
    // enforcement body named as fact until the firm confirms which one applies.
    expect(screen.getByText('[nadomestno besedilo: e-poštni naslov]')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Pišite na / })).toBeNull()
    expect(
      screen.getByText(
        '[nadomestno besedilo: organ, ki nadzoruje dostopnost tega spletišča, in njegov naslov]',
      ),
    ).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/Inšpektorat|example\.com/)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('states the same in English', async () => {
    const { container } = renderScreen(
      'en',
      <AccessibilityStatementScreen content={accessibilityStatementScreenContent('en')} />,
    )
    expect(screen.getByText('partially conformant with WCAG 2.1 Level AA')).toBeInTheDocument()
    expect(screen.getByText('January 2024')).toBeInTheDocument()
    expect(screen.getByText('3 business days')).toBeInTheDocument()
    for (const name of [
      'Conformance status',
      'Known limitations',
      'Feedback and contact',
      'Enforcement procedure',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Write to us through the contact form' })).toHaveAttribute(
      'href',
      '/en/contact-us',
    )
    expect(screen.getByText('[placeholder: e-mail address]')).toBeInTheDocument()
    expect(
      screen.getByText(
        '[placeholder: the body that oversees the accessibility of this website, and how to reach it]',
      ),
    ).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/Inspectorate|example\.com/)
    // One term for the conformance status throughout.
    expect(container.textContent).not.toMatch(/complian|partially conforms/i)
    expect(await axe(container)).toHaveNoViolations()
  })
})

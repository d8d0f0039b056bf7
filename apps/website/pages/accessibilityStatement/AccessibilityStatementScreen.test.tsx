import { screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { AccessibilityStatementScreen } from './AccessibilityStatementScreen.js'
import { accessibilityStatementScreenContent } from './content.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('AccessibilityStatementScreen', () => {
  it('states partial WCAG 2.1 AA conformance, January 2024 and 3 business days (Slovenian, a complete firm)', async () => {
    const { container } = renderScreen(
      'sl',
      <AccessibilityStatementScreen content={accessibilityStatementScreenContent('sl', completeFirm)} />,
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
    expect(screen.getByRole('link', { name: 'Kontaktni obrazec' })).toHaveAttribute('href', '/kontakt')
    expect(screen.getByRole('link', { name: 'Pišite na info@zgled.test' })).toHaveAttribute(
      'href',
      'mailto:info@zgled.test',
    )
    expect(screen.getByText('Urad za zgledno dostopnost')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'dostopnost@urad.test' })).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/Inšpektorat|example\.com/)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('states the same in English, leaving out what the firm has not given', async () => {
    const { container } = renderScreen(
      'en',
      <AccessibilityStatementScreen content={accessibilityStatementScreenContent('en', bareFirm)} />,
    )
    expect(screen.getByText('partially conformant with WCAG 2.1 Level AA')).toBeInTheDocument()
    expect(screen.getByText('January 2024')).toBeInTheDocument()
    expect(screen.getByText('3 business days')).toBeInTheDocument()
    for (const name of ['Conformance status', 'Known limitations', 'Feedback and contact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    // No e-mail address and no enforcement body until the firm gives them: the form is the channel.
    expect(screen.queryByRole('heading', { name: 'Enforcement procedure' })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Email / })).toBeNull()
    expect(screen.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/en/contact-us')
    expect(container.textContent).not.toMatch(/\[|placeholder/i)
    expect(container.textContent).not.toMatch(/Inspectorate|example\.com/)
    // One term for the conformance status throughout.
    expect(container.textContent).not.toMatch(/complian|partially conforms/i)
    expect(await axe(container)).toHaveNoViolations()
  })
})

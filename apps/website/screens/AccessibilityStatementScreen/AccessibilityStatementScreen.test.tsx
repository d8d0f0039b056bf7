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
    expect(screen.getByRole('link', { name: 'Pišite na info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    )
    expect(screen.getByRole('link', { name: /Inšpektorat za informacijsko družbo/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.gov\.si\//),
    )
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
      'Compliance status',
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
    expect(await axe(container)).toHaveNoViolations()
  })
})

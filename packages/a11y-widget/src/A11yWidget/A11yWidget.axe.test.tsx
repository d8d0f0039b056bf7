import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import { A11yProvider } from '../A11yProvider/index.js'
import { COLOR_THEMES } from '../core/constants.js'
import type { Preferences } from '../core/preferences.js'
import { A11yWidget } from './A11yWidget.js'

// The dialog's code is a dynamic import (Radix and the panel): the first one in a test worker is
// transformed on the spot, which passed Testing Library's 1 s wait and Vitest's 5 s test budget when
// builds loaded the machine. Budgets, not measurements: how fast it arrives is not checked here.
const dialogArrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

// jsdom has no layout, so axe cannot measure colour contrast here; the Chromium tests (stories and
// test/consumer.e2e.ts) check it with styles.css loaded.
async function renderOpen(locale: 'sl' | 'en', preferences: Partial<Preferences>) {
  render(
    <A11yProvider locale={locale} statementHref="/statement" initialPreferences={preferences} defaultOpen>
      <main>
        <h1>Page</h1>
      </main>
      <A11yWidget />
    </A11yProvider>,
  )
  // The dialog's code arrives on demand (a separate chunk).
  return screen.findByRole('dialog', {}, dialogArrives)
}

describe('axe on the open dialog', () => {
  it.each(COLOR_THEMES.flatMap((theme) => (['sl', 'en'] as const).map((locale) => [theme, locale] as const)))(
    'has no violations in the %s scheme (%s)',
    async (theme, locale) => {
      await renderOpen(locale, { selectedColorTheme: theme })
      expect(await axe(document.body)).toHaveNoViolations()
    },
    20_000,
  )

  it.each([
    ['text +100%', { fontSizeMultiplier: 2 }],
    ['the largest text', { fontSizeMultiplier: 4 }],
    [
      'the largest spacing',
      { lineSpacingMultiplier: 3.5, letterSpacingMultiplier: 0.5, wordSpacingMultiplier: 3 },
    ],
    [
      'every toggle on',
      { animationsPaused: true, imagesHidden: true, linksHighlighted: true, cursorEnlarged: true },
    ],
  ] as const)(
    'has no violations with %s',
    async (_, preferences) => {
      await renderOpen('en', preferences)
      expect(await axe(document.body)).toHaveNoViolations()
    },
    20_000,
  )

  it('has no violations with the dialog closed', async () => {
    const { container } = render(
      <A11yProvider locale="en">
        <A11yWidget />
      </A11yProvider>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })
})

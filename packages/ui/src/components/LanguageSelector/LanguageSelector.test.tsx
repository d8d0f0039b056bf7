import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { type LanguageLink, LanguageSelector } from './LanguageSelector.js'

const onSlovenianPage: LanguageLink[] = [
  { locale: 'sl', href: '/o-nas', label: 'Slovenščina', hreflang: 'sl-SI', current: true },
  { locale: 'en', href: '/en/about-us', label: 'English', hreflang: 'en' },
]

describe('LanguageSelector', () => {
  it('links to the same page in each language, each name in its own language', () => {
    render(<LanguageSelector languages={onSlovenianPage} />)
    const nav = screen.getByRole('navigation', { name: 'Izbira jezika' })
    const english = within(nav).getByRole('link', { name: 'English' })
    expect(english).toHaveAttribute('href', '/en/about-us')
    expect(english).toHaveAttribute('hreflang', 'en')
    expect(english).toHaveAttribute('lang', 'en')
    expect(english).not.toHaveAttribute('aria-current')
  })

  it('puts the extra data attributes of a link on it', () => {
    render(
      <LanguageSelector
        languages={[
          { locale: 'sl', href: '/', label: 'Slovenščina', hreflang: 'sl-SI', current: true },
          {
            locale: 'en',
            href: '/en',
            label: 'English',
            hreflang: 'en',
            dataAttributes: { track: 'lang_en' },
          },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('data-track', 'lang_en')
    expect(screen.getByRole('link', { name: 'Slovenščina' })).not.toHaveAttribute('data-track')
  })

  it('marks the language being shown as current', () => {
    render(<LanguageSelector languages={onSlovenianPage} />)
    const slovenian = screen.getByRole('link', { name: 'Slovenščina' })
    expect(slovenian).toHaveAttribute('aria-current', 'true')
    expect(slovenian).toHaveAttribute('lang', 'sl-SI')
  })

  it('names its landmark in English on English pages, or as overridden', () => {
    const { unmount } = render(<LanguageSelector languages={onSlovenianPage} locale="en" />)
    expect(screen.getByRole('navigation', { name: 'Choose language' })).toBeInTheDocument()
    unmount()
    render(<LanguageSelector languages={onSlovenianPage} labels={{ navigationLabel: 'Jezik' }} />)
    expect(screen.getByRole('navigation', { name: 'Jezik' })).toBeInTheDocument()
  })

  it('reports the language the visitor chose, by click or by Enter, and not the one already shown', async () => {
    const user = userEvent.setup()
    const chosen: string[] = []
    render(
      <LanguageSelector
        languages={[
          { locale: 'sl', href: '#sl', label: 'Slovenščina', hreflang: 'sl-SI', current: true },
          { locale: 'en', href: '#en', label: 'English', hreflang: 'en' },
        ]}
        onLocaleChange={(locale) => chosen.push(locale)}
      />,
    )
    await user.click(screen.getByRole('link', { name: 'English' }))
    screen.getByRole('link', { name: 'English' }).focus()
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('link', { name: 'Slovenščina' }))
    expect(chosen).toEqual(['en', 'en'])
  })

  it('still navigates: the callback does not cancel the link', async () => {
    const user = userEvent.setup()
    const onLocaleChange = vi.fn()
    render(
      <LanguageSelector
        languages={[
          { locale: 'sl', href: '#sl', label: 'Slovenščina', hreflang: 'sl-SI', current: true },
          { locale: 'en', href: '#en', label: 'English', hreflang: 'en' },
        ]}
        onLocaleChange={onLocaleChange}
      />,
    )
    await user.click(screen.getByRole('link', { name: 'English' }))
    expect(onLocaleChange).toHaveBeenCalledWith('en')
    expect(window.location.hash).toBe('#en')
  })

  it('compact: shows each language by its code and names the link by the code and the full name', () => {
    render(<LanguageSelector languages={onSlovenianPage} variant="compact" />)
    const nav = screen.getByRole('navigation', { name: 'Izbira jezika' })
    const english = within(nav).getByRole('link', { name: 'EN English' })
    expect(english).toHaveAttribute('href', '/en/about-us')
    expect(english).toHaveAttribute('lang', 'en')
    expect(within(nav).getByRole('link', { name: 'SL Slovenščina' })).toHaveAttribute('aria-current', 'true')
  })

  it('compact: has no axe violations', async () => {
    const { container } = render(<LanguageSelector languages={onSlovenianPage} variant="compact" />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('has no axe violations', async () => {
    const { container } = render(<LanguageSelector languages={onSlovenianPage} />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <LanguageSelector languages={onSlovenianPage} />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})

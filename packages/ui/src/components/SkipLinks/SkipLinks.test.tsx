import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import { UiLocaleProvider } from '../../locale/locale.js'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { SkipLinks } from './SkipLinks.js'

function Page({ onOpenAccessibility }: { onOpenAccessibility?: () => void }) {
  return (
    <>
      <SkipLinks onOpenAccessibility={onOpenAccessibility} />
      <header>
        <a href="/">Domov</a>
      </header>
      <main id="main">
        <h1>Naši produkti</h1>
      </main>
      <footer id="footer">Noga</footer>
    </>
  )
}

describe('SkipLinks', () => {
  it('offers the three skip controls first in the tab order, in Slovenian by default', async () => {
    const user = userEvent.setup()
    render(<Page onOpenAccessibility={() => {}} />)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Preskoči na vsebino' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Preskoči na nogo strani' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Odpri nastavitve dostopnosti' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Domov' })).toHaveFocus()
  })

  it('points to #main and #footer and moves keyboard focus there', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const toContent = screen.getByRole('link', { name: 'Preskoči na vsebino' })
    expect(toContent).toHaveAttribute('href', '#main')
    expect(screen.getByRole('link', { name: 'Preskoči na nogo strani' })).toHaveAttribute('href', '#footer')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('opens the accessibility widget through the callback', async () => {
    const onOpenAccessibility = vi.fn()
    render(<Page onOpenAccessibility={onOpenAccessibility} />)
    await userEvent.click(screen.getByRole('button', { name: 'Odpri nastavitve dostopnosti' }))
    expect(onOpenAccessibility).toHaveBeenCalledTimes(1)
  })

  it('tells the host when the open-widget button gets focus or the pointer, before it is pressed', async () => {
    const user = userEvent.setup()
    const onOpenAccessibility = vi.fn()
    const onOpenAccessibilityIntent = vi.fn()
    render(
      <SkipLinks
        onOpenAccessibility={onOpenAccessibility}
        onOpenAccessibilityIntent={onOpenAccessibilityIntent}
      />,
    )
    await user.tab()
    await user.tab()
    expect(onOpenAccessibilityIntent).not.toHaveBeenCalled()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Odpri nastavitve dostopnosti' })).toHaveFocus()
    expect(onOpenAccessibilityIntent).toHaveBeenCalledTimes(1)
    await user.hover(screen.getByRole('button', { name: 'Odpri nastavitve dostopnosti' }))
    expect(onOpenAccessibilityIntent).toHaveBeenCalledTimes(2)
    expect(onOpenAccessibility).not.toHaveBeenCalled()
  })

  it('speaks English when asked, through the prop or a provider, and takes label overrides', () => {
    const { unmount } = render(<SkipLinks locale="en" labels={{ toFooter: 'Jump to footer' }} />)
    expect(screen.getByRole('navigation', { name: 'Skip links' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Jump to footer' })).toBeInTheDocument()
    unmount()
    render(
      <UiLocaleProvider locale="en">
        <SkipLinks />
      </UiLocaleProvider>,
    )
    expect(screen.getByRole('link', { name: 'Skip to footer' })).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(<Page onOpenAccessibility={() => {}} />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('server-renders all three controls and hydrates without warnings', async () => {
    const { html, warnings, unmount } = await renderOnServerThenHydrate(
      <SkipLinks onOpenAccessibility={() => {}} />,
    )
    expect(html).toContain('href="#main"')
    expect(html).toContain('href="#footer"')
    expect(html).toContain('Odpri nastavitve dostopnosti')
    expect(warnings).toEqual([])
    unmount()
  })
})

import { render, screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { Footer } from './Footer.js'

const links = [
  { href: '/izjava-o-dostopnosti', label: 'Izjava o dostopnosti' },
  { href: '/zemljevid-strani', label: 'Zemljevid strani', current: true },
]

describe('Footer', () => {
  it('is the contentinfo landmark with id "footer" and its links', () => {
    render(
      <Footer links={links} legal="© 2026" actions={<button type="button">Nastavitve piškotkov</button>} />,
    )
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveAttribute('id', 'footer')
    expect(within(footer).getByRole('link', { name: 'Zemljevid strani' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(footer).getByRole('button', { name: 'Nastavitve piškotkov' })).toBeInTheDocument()
    expect(within(footer).getByText('© 2026')).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(<Footer links={links} locale="en" />)
    expect(screen.getByRole('navigation', { name: 'Footer navigation' })).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<Footer links={links} legal="© 2026" />)
    expect(warnings).toEqual([])
    unmount()
  })
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { FooterNavigation, MainNavigation, type NavigationLink } from './Navigation.js'

const links: NavigationLink[] = [
  { href: '/', label: 'Domov' },
  { href: '/produkti', label: 'Produkti', current: true },
  { href: '/o-nas', label: 'O nas' },
  { href: '/kontakt', label: 'Kontakt' },
]

describe('MainNavigation', () => {
  it('is a named navigation landmark with the current page marked', () => {
    render(<MainNavigation links={links} />)
    const nav = screen.getByRole('navigation', { name: 'Glavna navigacija' })
    expect(within(nav).getByRole('link', { name: 'Produkti' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Domov' })).not.toHaveAttribute('aria-current')
  })

  it('folds the mobile menu behind a disclosure button that works by keyboard', async () => {
    const user = userEvent.setup()
    render(<MainNavigation links={links} />)
    const menu = screen.getByRole('button', { name: 'Meni' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveAttribute('aria-controls', screen.getByRole('list').id)

    await user.tab()
    expect(menu).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'open')

    await user.keyboard(' ')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'closed')
  })

  it('closes on Escape from inside the menu and returns focus to the button', async () => {
    const user = userEvent.setup()
    render(<MainNavigation links={links} defaultOpen />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Domov' })).toHaveFocus()
    await user.keyboard('{Escape}')
    const menu = screen.getByRole('button', { name: 'Meni' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()
  })

  it('closes after a link is followed', async () => {
    render(<MainNavigation links={[{ href: '#kontakt', label: 'Kontakt' }]} defaultOpen />)
    await userEvent.click(screen.getByRole('link', { name: 'Kontakt' }))
    expect(screen.getByRole('button', { name: 'Meni' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('puts the extra data attributes of a link on it, and drops names HTML does not allow', () => {
    render(
      <MainNavigation
        links={[
          { href: '/', label: 'Domov', dataAttributes: { track: 'nav_home' } },
          { href: '/blog', label: 'Blog', dataAttributes: { 'Bad Name': 'x' } },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Domov' })).toHaveAttribute('data-track', 'nav_home')
    const blog = screen.getByRole('link', { name: 'Blog' })
    expect(blog.getAttributeNames().filter((name) => name.startsWith('data-'))).toEqual([])
  })

  it('speaks English when asked', () => {
    render(<MainNavigation links={links} locale="en" />)
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument()
  })

  it('has no axe violations, closed or open', async () => {
    const { container } = render(<MainNavigation links={links} />)
    expect(await axe(container)).toHaveNoViolations()
    await userEvent.click(screen.getByRole('button', { name: 'Meni' }))
    expect(await axe(container)).toHaveNoViolations()
  })

  it('server-renders the links and the menu button, and hydrates without warnings', async () => {
    const { html, warnings, unmount } = await renderOnServerThenHydrate(<MainNavigation links={links} />)
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('aria-current="page"')
    expect(warnings).toEqual([])
    expect(screen.getByRole('button', { name: 'Meni' })).toBeInTheDocument()
    unmount()
  })
})

describe('FooterNavigation', () => {
  const footerLinks: NavigationLink[] = [
    { href: '/en/accessibility-statement', label: 'Accessibility statement', current: true },
    { href: '/en/sitemap', label: 'Sitemap' },
  ]

  it('is a named navigation landmark with the current page marked', () => {
    render(<FooterNavigation links={footerLinks} locale="en" />)
    const nav = screen.getByRole('navigation', { name: 'Footer navigation' })
    expect(within(nav).getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('has no axe violations', async () => {
    const { container } = render(<FooterNavigation links={footerLinks} />)
    expect(screen.getByRole('navigation', { name: 'Povezave v nogi strani' })).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<FooterNavigation links={footerLinks} />)
    expect(warnings).toEqual([])
    unmount()
  })
})

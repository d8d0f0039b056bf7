import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { FooterNavigation, MainNavigation, type NavigationLink } from './Navigation.js'

const links: NavigationLink[] = [
  { href: '/', label: 'Domov' },
  { href: '/produkti', label: 'Produkti', current: true },
  { href: '/o-nas', label: 'O nas' },
  { href: '/kontakt', label: 'Kontakt' },
]

/** The phone menu's button: a <summary>, which Chromium reads as a button (collapsed or expanded). */
function menuButton(name = 'Meni') {
  const summary = screen.getByText(name).closest('summary')
  if (!summary) throw new Error(`no menu button named ${name}`)
  return summary
}

describe('MainNavigation', () => {
  it('is a named navigation landmark with the current page marked, in the bar and in the menu', () => {
    render(<MainNavigation links={links} />)
    const nav = screen.getByRole('navigation', { name: 'Glavna navigacija' })
    const products = within(nav).getAllByRole('link', { name: 'Produkti' })
    expect(products).toHaveLength(2)
    for (const link of products) expect(link).toHaveAttribute('aria-current', 'page')
    for (const link of within(nav).getAllByRole('link', { name: 'Domov' })) {
      expect(link).not.toHaveAttribute('aria-current')
    }
  })

  it('folds the phone menu into a disclosure that the button opens and closes', async () => {
    // (jsdom neither tabs to a summary nor opens it with Enter; the browser tests do both in Chromium.)
    const user = userEvent.setup()
    render(<MainNavigation links={links} />)
    const menu = menuButton()
    const details = menu.closest('details')
    expect(details).not.toHaveAttribute('open')

    await user.click(menu)
    expect(details).toHaveAttribute('open')
    expect(details).toHaveAttribute('data-state', 'open')

    await user.click(menu)
    expect(details).not.toHaveAttribute('open')
    expect(details).toHaveAttribute('data-state', 'closed')
  })

  it('is a <details> element in the server HTML, so the menu opens without JavaScript', () => {
    const html = renderToString(<MainNavigation links={links} />)
    expect(html).toMatch(/<details[^>]*class="ui-nav__menu"[^>]*><summary/)
    expect(html).toContain('href="/kontakt"')
  })

  it('closes on Escape from inside the menu and returns focus to the button', async () => {
    const user = userEvent.setup()
    render(<MainNavigation links={links} defaultOpen />)
    const panel = menuButton().closest('details') as HTMLElement
    within(panel).getByRole('link', { name: 'Domov' }).focus()
    await user.keyboard('{Escape}')
    expect(panel).not.toHaveAttribute('open')
    expect(menuButton()).toHaveFocus()
  })

  it('closes when focus moves on past the menu, so it never covers what has focus', async () => {
    const user = userEvent.setup()
    render(
      <>
        <MainNavigation links={links} defaultOpen />
        <a href="/naprej">Naprej</a>
      </>,
    )
    const panel = menuButton().closest('details') as HTMLElement
    within(panel).getByRole('link', { name: 'Kontakt' }).focus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Naprej' })).toHaveFocus()
    expect(panel).not.toHaveAttribute('open')
  })

  it('closes on a click outside it', async () => {
    render(
      <>
        <MainNavigation links={links} defaultOpen />
        <p>Vsebina strani</p>
      </>,
    )
    await userEvent.click(screen.getByText('Vsebina strani'))
    expect(menuButton().closest('details')).not.toHaveAttribute('open')
  })

  it('closes after a link is followed', async () => {
    render(<MainNavigation links={[{ href: '#kontakt', label: 'Kontakt' }]} defaultOpen />)
    const panel = menuButton().closest('details') as HTMLElement
    await userEvent.click(within(panel).getByRole('link', { name: 'Kontakt' }))
    expect(panel).not.toHaveAttribute('open')
  })

  it('shows extra content at the end of the menu', () => {
    render(<MainNavigation links={links} menuFooter={<p>Jezik</p>} defaultOpen />)
    expect(within(menuButton().closest('details') as HTMLElement).getByText('Jezik')).toBeInTheDocument()
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
    for (const link of screen.getAllByRole('link', { name: 'Domov' })) {
      expect(link).toHaveAttribute('data-track', 'nav_home')
    }
    for (const blog of screen.getAllByRole('link', { name: 'Blog' })) {
      expect(blog.getAttributeNames().filter((name) => name.startsWith('data-'))).toEqual([])
    }
  })

  it('speaks English when asked', () => {
    render(<MainNavigation links={links} locale="en" />)
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    expect(menuButton('Menu')).toBeInTheDocument()
  })

  it('has no axe violations, closed or open', async () => {
    const { container } = render(<MainNavigation links={links} />)
    expect(await axe(container)).toHaveNoViolations()
    await userEvent.click(menuButton())
    expect(await axe(container)).toHaveNoViolations()
  })

  it('server-renders the links and the menu button, and hydrates without warnings', async () => {
    const { html, warnings, unmount } = await renderOnServerThenHydrate(<MainNavigation links={links} />)
    expect(html).toContain('<summary')
    expect(html).toContain('aria-current="page"')
    expect(warnings).toEqual([])
    expect(menuButton()).toBeInTheDocument()
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

  it('sets out titled columns, each title a heading', () => {
    render(
      <FooterNavigation
        locale="en"
        groups={[
          { title: 'Products', links: [{ href: '/en/products', label: 'All products' }] },
          { title: 'Legal', links: footerLinks },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Footer navigation' })
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Products', 'Legal'])
    expect(within(nav).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/en/sitemap')
  })

  it('has no axe violations', async () => {
    const { container } = render(<FooterNavigation links={footerLinks} />)
    expect(screen.getByRole('navigation', { name: 'Povezave v\u00a0nogi strani' })).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<FooterNavigation links={footerLinks} />)
    expect(warnings).toEqual([])
    unmount()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { productsScreenContent } from './content.js'
import { ProductsScreen } from './ProductsScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('ProductsScreen', () => {
  it('lists the five product families with links to their pages, the core first and one-off projects last (Slovenian)', async () => {
    const { container } = renderScreen('sl', <ProductsScreen content={productsScreenContent('sl')} />)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual([
      'Aplikacije IPTV',
      'Mobilne aplikacije',
      'Sistemi za upravljanje vsebin',
      'Konferenčno-glasovalni sistemi',
      'Rešitve po meri',
      'Ne veste, kateri produkt vam ustreza?',
    ])
    expect(screen.getByRole('link', { name: 'Več o\u00a0skupini „Aplikacije IPTV“' })).toHaveAttribute(
      'href',
      '/produkti/iptv-aplikacije',
    )
    expect(screen.getByRole('img', { name: /televizor s\u00a0programskim vodnikom/ })).toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('ends with the next step to the contact page (both languages)', () => {
    const expected = {
      sl: ['Ne veste, kateri produkt vam ustreza?', 'Pogovorimo se o\u00a0vašem projektu', '/kontakt'],
      en: ['Not sure which product fits?', 'Talk to us about your project', '/en/contact-us'],
    } as const
    for (const locale of ['sl', 'en'] as const) {
      const { container, unmount } = renderScreen(
        locale,
        <ProductsScreen content={productsScreenContent(locale)} />,
      )
      const [heading, action, href] = expected[locale]
      const section = screen.getByRole('region', { name: heading })
      const link = within(section).getByRole('link', { name: action })
      expect(link).toHaveAttribute('href', href)
      expect(within(container).getAllByRole('link').at(-1)).toBe(link)
      unmount()
    }
  })

  it('shows more and less of a family (English)', async () => {
    const user = userEvent.setup()
    const { container } = renderScreen('en', <ProductsScreen content={productsScreenContent('en')} />)
    const toggle = screen.getByRole('button', { name: 'Show more: Mobile applications' })
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Show less: Mobile applications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByText('3 products:')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Prepaid mobile services app' })).toHaveAttribute(
      'href',
      '/en/products/mobile-applications#prepaid-app',
    )
    expect(screen.getByRole('link', { name: 'More about IPTV applications' })).toHaveAttribute(
      'href',
      '/en/products/iptv-applications',
    )
    expect(await axe(container)).toHaveNoViolations()
  })
})

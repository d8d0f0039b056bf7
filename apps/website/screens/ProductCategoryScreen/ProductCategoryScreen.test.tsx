import { productCategoryRouteIds } from '@firma/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { productCategory } from '../../content/index.js'
import { productCategoryScreenContent } from '../../content/screenContent.js'
import { installBrowserStubs, renderScreen } from '../testing/renderScreen.js'
import { ProductCategoryScreen } from './ProductCategoryScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('ProductCategoryScreen', () => {
  it('lists every product with key features and challenges overcome (Slovenian)', () => {
    renderScreen(
      'sl',
      <ProductCategoryScreen content={productCategoryScreenContent('sl', 'customSolutions')} />,
    )
    const list = screen.getByRole('heading', { level: 2, name: /Produkti v tej skupini \(8 produktov\)/ })
    expect(list).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8)
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Platforma SaaS za naročanje v restavracijah, rezervacije miz in darilne bone',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 3, name: 'Platforma SaaS za tržnice NFT' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 4, name: 'Ključne lastnosti' })).toHaveLength(8)
    expect(screen.getAllByRole('heading', { level: 4, name: 'Premagani izzivi' })).toHaveLength(8)
    expect(screen.getAllByRole('link', { name: 'Nazaj na vse produkte' })[0]).toHaveAttribute(
      'href',
      '/produkti',
    )
    expect(screen.getByRole('button', { name: 'Prikaži vse' })).toHaveAttribute('aria-expanded', 'false')
    // Texts the firm has still to confirm carry no notice on the page (the content check lists them).
    expect(screen.queryByText(/potrditi|nadomestno/i)).not.toBeInTheDocument()
  })

  it('shows more and less of one product, and all of them with see all (English)', async () => {
    const user = userEvent.setup()
    renderScreen(
      'en',
      <ProductCategoryScreen content={productCategoryScreenContent('en', 'mobileApplications')} />,
    )
    expect(screen.getAllByRole('link', { name: 'Back to all products' })[0]).toHaveAttribute(
      'href',
      '/en/products',
    )
    const more = screen.getByRole('button', { name: 'Show more: Prepaid mobile services app' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(/takes load off the call centre/)).not.toBeVisible()

    await user.click(more)
    expect(screen.getByRole('button', { name: 'Show less: Prepaid mobile services app' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByText(/takes load off the call centre/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ask us about the prepaid app' })).toHaveAttribute(
      'href',
      '/en/contact-us',
    )

    await user.click(screen.getByRole('button', { name: 'See all' }))
    for (const button of screen.getAllByRole('button', { name: /^Show less:/ })) {
      expect(button).toHaveAttribute('aria-expanded', 'true')
    }
    await user.click(screen.getByRole('button', { name: 'Show less' }))
    expect(screen.getAllByRole('button', { name: /^Show more:/ })).toHaveLength(3)
  })

  it.each(productCategoryRouteIds)(
    'renders %s in both languages with no axe violations',
    async (categoryId) => {
      for (const locale of ['sl', 'en'] as const) {
        const { container, unmount } = renderScreen(
          locale,
          <ProductCategoryScreen content={productCategoryScreenContent(locale, categoryId)} />,
        )
        const products = productCategory(locale, categoryId).products
        const list = screen.getAllByRole('list').find((element) => element.id)
        expect(within(list as HTMLElement).getAllByRole('article')).toHaveLength(products.length)
        expect(await axe(container)).toHaveNoViolations()
        unmount()
      }
    },
    30_000,
  )
})

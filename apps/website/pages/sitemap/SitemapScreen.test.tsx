import { listPages } from '@firma/i18n'
import { screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listPosts } from '../../content/index.js'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { sitemapScreenContent } from './content.js'
import { SitemapScreen } from './SitemapScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('SitemapScreen', () => {
  it.each(['sl', 'en'] as const)('links every page and every post (%s)', async (locale) => {
    const { container } = renderScreen(
      locale,
      <SitemapScreen content={sitemapScreenContent(locale, completeFirm)} />,
    )
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    for (const page of listPages(locale)) expect(hrefs).toContain(page.path)
    for (const post of listPosts(locale)) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `${locale === 'sl' ? '' : '/en'}/blog/${post.id}`,
      )
    }
    expect(await axe(container)).toHaveNoViolations()
  })

  it('lists the case studies with a page of their own under the list, and no list for a firm without cases', () => {
    renderScreen('en', <SitemapScreen content={sitemapScreenContent('en', completeFirm)} />)
    expect(screen.getByRole('link', { name: 'Case studies' })).toHaveAttribute('href', '/en/case-studies')
    expect(screen.getByRole('link', { name: 'An IPTV system for more than 200,000 users' })).toHaveAttribute(
      'href',
      '/en/case-studies/iptv-operater-zgled',
    )
    // A case with too few facts for a page of its own is not linked.
    expect(
      screen.queryByRole('link', { name: 'One editorial system for four faculties' }),
    ).not.toBeInTheDocument()
  })

  it('leaves the case studies out for a firm that has given none', () => {
    renderScreen('en', <SitemapScreen content={sitemapScreenContent('en', bareFirm)} />)
    expect(screen.queryByRole('link', { name: 'Case studies' })).not.toBeInTheDocument()
  })

  it('names its sections in Slovenian', () => {
    renderScreen('sl', <SitemapScreen content={sitemapScreenContent('sl', completeFirm)} />)
    for (const name of ['Strani', 'Produkti', 'Objave na blogu', 'Viri novic']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Izjava o\u00a0dostopnosti' })).toHaveAttribute(
      'href',
      '/izjava-o-dostopnosti',
    )
    expect(screen.getByRole('link', { name: 'Vir Atom bloga (slovenske objave)' })).toHaveAttribute(
      'href',
      '/blog/feed.xml',
    )
  })

  it('names its sections in English', () => {
    renderScreen('en', <SitemapScreen content={sitemapScreenContent('en', completeFirm)} />)
    for (const name of ['Pages', 'Products', 'Blog posts', 'News feeds']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Conference voting systems' })).toHaveAttribute(
      'href',
      '/en/products/conference-voting-systems',
    )
  })

  it('shows the section headings its page file gives (content/pages), not fixed words', () => {
    const content = sitemapScreenContent('sl', completeFirm)
    const sections = { pages: 'Vse strani', products: 'Naši produkti', posts: 'Zapisi' }
    renderScreen('sl', <SitemapScreen content={{ ...content, page: { sections } }} />)
    for (const name of Object.values(sections)) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.queryByRole('heading', { name: 'Strani' })).not.toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listPosts } from '../../content/index.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { BlogListScreen } from './BlogListScreen.js'
import { blogListScreenContent } from './content.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('BlogListScreen', () => {
  it('shows post cards with read now and the read time, then all posts on request (Slovenian)', async () => {
    const user = userEvent.setup()
    const { container } = renderScreen('sl', <BlogListScreen content={blogListScreenContent('sl')} />)
    const posts = listPosts('sl')
    expect(screen.getByText('4 objave')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
    const [newest] = posts
    expect(screen.getByRole('link', { name: newest?.title })).toHaveAttribute('href', `/blog/${newest?.id}`)
    expect(screen.getByRole('link', { name: `Preberi objavo: ${newest?.title}` })).toBeInTheDocument()
    const visibleReadTimes = screen
      .getAllByText(/^Čas branja: \d+ minut[aie]?$/)
      .filter((element) => element.closest('li:not([hidden])'))
    expect(visibleReadTimes).toHaveLength(3)
    expect(await axe(container)).toHaveNoViolations()

    await user.click(screen.getByRole('button', { name: 'Prikaži vse objave' }))
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4)
    expect(screen.queryByRole('button', { name: 'Prikaži vse objave' })).not.toBeInTheDocument()
    expect(document.activeElement).toHaveTextContent(posts[3]?.title ?? '')
    expect(screen.getByRole('link', { name: 'Vir Atom bloga (slovenske objave)' })).toHaveAttribute(
      'href',
      '/blog/feed.xml',
    )
  })

  it('shows the English posts with English labels', async () => {
    const { container } = renderScreen(
      'en',
      <BlogListScreen content={blogListScreenContent('en')} initialCount={10} />,
    )
    expect(screen.getByText('4 posts')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^Read the post: / })).toHaveLength(4)
    expect(screen.getAllByText(/^Reading time: \d+ minutes?$/)).toHaveLength(4)
    expect(screen.getByText('Published 20 January 2025')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show all posts' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Votes that survive a network outage' })).toHaveAttribute(
      'href',
      '/en/blog/votes-that-survive-outages',
    )
    expect(await axe(container)).toHaveNoViolations()
  })
})

import { render, screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { UiLocaleProvider } from '../../locale/locale.js'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { PostCard } from './PostCard.js'

const post = {
  title: 'Glasovi, ki se ob izpadu omrežja ne izgubijo',
  href: '/blog/votes-that-survive-outages',
  date: '2025-01-20',
  dateLabel: 'Objavljeno 20. januarja 2025',
  readTime: 'Čas branja: 2 minuti',
  summary: 'Glasovalni terminali, ki delujejo tudi brez povezave',
}

describe('PostCard', () => {
  it('is an article named by the post’s title, whose heading links to the post', () => {
    render(<PostCard {...post} />)
    const card = screen.getByRole('article', { name: post.title })
    const heading = within(card).getByRole('heading', { level: 2, name: post.title })
    expect(within(heading).getByRole('link')).toHaveAttribute('href', post.href)
    expect(within(card).getByText(post.summary)).toBeInTheDocument()
  })

  it('shows the date as a date, and the read time', () => {
    render(<PostCard {...post} />)
    const card = screen.getByRole('article', { name: post.title })
    expect(within(card).getByText('Objavljeno 20. januarja 2025')).toHaveAttribute('datetime', '2025-01-20')
    expect(within(card).getByText(/Čas branja: 2 minuti/)).toBeInTheDocument()
  })

  it('ends with a link to the post whose name says which post it opens', () => {
    render(<PostCard {...post} />)
    expect(screen.getByRole('link', { name: `Preberi objavo: ${post.title}` })).toHaveAttribute(
      'href',
      post.href,
    )
  })

  it('says it in the provider’s language, or in the words it is given', () => {
    const { unmount } = render(
      <UiLocaleProvider locale="en">
        <PostCard {...post} title="Votes that survive outages" />
      </UiLocaleProvider>,
    )
    expect(
      screen.getByRole('link', { name: 'Read the post: Votes that survive outages' }),
    ).toBeInTheDocument()
    unmount()
    render(<PostCard {...post} labels={{ read: 'Preberite več' }} />)
    expect(screen.getByRole('link', { name: `Preberite več: ${post.title}` })).toBeInTheDocument()
  })

  it('shows its cover, and its heading fits the page outline', () => {
    render(
      <PostCard
        {...post}
        headingLevel={3}
        media={<svg role="img" aria-label="Glasovalni terminal" viewBox="0 0 12 6" />}
      />,
    )
    const card = screen.getByRole('article', { name: post.title })
    expect(within(card).getByRole('img', { name: 'Glasovalni terminal' })).toBeInTheDocument()
    expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <h1>Blog</h1>
        <PostCard {...post} />
      </main>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<PostCard {...post} />)
    expect(warnings).toEqual([])
    unmount()
  })
})

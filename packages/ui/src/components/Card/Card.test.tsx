import { render, screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { Card } from './Card.js'

describe('Card', () => {
  it('is an article whose heading is the one link, named by the title', () => {
    render(
      <Card title="Nova različica urejevalnika" href="/blog/1" meta="5 min branja" headingLevel={2}>
        <p>Kaj prinaša nova različica.</p>
      </Card>,
    )
    const card = screen.getByRole('article', { name: 'Nova različica urejevalnika' })
    const heading = within(card).getByRole('heading', { level: 2, name: 'Nova različica urejevalnika' })
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/blog/1')
    expect(within(card).getAllByRole('link')).toHaveLength(1)
    expect(within(card).getByText('5 min branja')).toBeInTheDocument()
  })

  it('shows its image with alternative text and a reserved size', () => {
    render(<Card title="Ekipa" image={{ src: '/ana.jpg', alt: 'Ana Novak', width: 400, height: 400 }} />)
    const img = screen.getByRole('img', { name: 'Ana Novak' })
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('shows media in the image’s place', () => {
    render(
      <Card title="Aplikacije IPTV" media={<svg role="img" aria-label="Televizor" viewBox="0 0 8 5" />} />,
    )
    expect(
      within(screen.getByRole('article', { name: 'Aplikacije IPTV' })).getByRole('img', {
        name: 'Televizor',
      }),
    ).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(
      <Card title="Post" href="/en/blog/1" footer={<a href="/en/blog">See all posts</a>}>
        <p>Body</p>
      </Card>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <Card title="Post" href="/blog/1" meta="Meta" />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})

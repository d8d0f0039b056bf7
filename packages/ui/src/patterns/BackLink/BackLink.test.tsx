import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BackLink } from './BackLink.js'

describe('BackLink', () => {
  it('is a link named after where it leads', () => {
    render(<BackLink href="/en/blog">All posts</BackLink>)
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/en/blog')
  })
})

import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CardGrid, Section } from './Section.js'

describe('Section and CardGrid', () => {
  it('is a region named by its heading, with its lead and a list of the cards', () => {
    render(
      <Section title="Our products" lead="Five families of software." id="products">
        <CardGrid columns="thirds">
          {[<p key="a">IPTV applications</p>, <p key="b">Editorial systems</p>]}
        </CardGrid>
      </Section>,
    )
    const region = screen.getByRole('region', { name: 'Our products' })
    expect(region.id).toBe('products')
    expect(within(region).getByRole('heading', { level: 2, name: 'Our products' })).toBeTruthy()
    expect(within(region).getByText('Five families of software.')).toBeTruthy()
    const items = within(within(region).getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['IPTV applications', 'Editorial systems'])
  })

  it('names a grid whose section heading does not say what it lists', () => {
    render(<CardGrid label="Posts">{[<p key="a">One</p>]}</CardGrid>)
    expect(screen.getByRole('list', { name: 'Posts' })).toBeTruthy()
  })
})

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

  it('keeps an item given as an <li>, with its own attributes, and passes the list its own', () => {
    render(
      <CardGrid className="posts" data-state="collapsed">
        {[
          <p key="a">First post</p>,
          <li key="b" hidden data-track="second">
            <p>Second post</p>
          </li>,
        ]}
      </CardGrid>,
    )
    const list = screen.getByRole('list')
    expect(list.className).toBe('ui-card-grid posts')
    expect(list.dataset.state).toBe('collapsed')
    // The hidden item is no list item a screen reader counts; it is still the list's second child.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First post'])
    const second = list.children[1] as HTMLLIElement
    expect(list.children).toHaveLength(2)
    expect(second.tagName).toBe('LI')
    expect(second.hidden).toBe(true)
    expect(second.dataset.track).toBe('second')
    expect(second.textContent).toBe('Second post')
  })

  it('names a grid whose section heading does not say what it lists', () => {
    render(<CardGrid label="Posts">{[<p key="a">One</p>]}</CardGrid>)
    expect(screen.getByRole('list', { name: 'Posts' })).toBeTruthy()
  })
})

import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { Illustration } from './Illustration.js'

const drawing = { src: '/media/blog/form.svg', width: 640, height: 400 }

describe('Illustration', () => {
  it('is an image named by its text alternative, drawn from the file’s art group at its size', () => {
    render(<Illustration image={{ ...drawing, alt: 'Spletni obrazec, ki je bil poslan' }} />)
    const image = screen.getByRole('img', { name: 'Spletni obrazec, ki je bil poslan' })
    expect(image.querySelector('use')).toHaveAttribute('href', '/media/blog/form.svg#art')
    expect(image).toHaveAttribute('viewBox', '0 0 640 400')
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '400')
  })

  it('draws another group of the file when asked', () => {
    render(<Illustration image={{ ...drawing, alt: 'Obrazec', part: 'drawing' }} />)
    expect(screen.getByRole('img', { name: 'Obrazec' }).querySelector('use')).toHaveAttribute(
      'href',
      '/media/blog/form.svg#drawing',
    )
  })

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Illustration image={{ ...drawing, alt: '' }} className="hero__image" />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveClass('ui-illustration', 'hero__image')
  })

  it('has no axe violations, named or decorative', async () => {
    const { container } = render(
      <main>
        <Illustration image={{ ...drawing, alt: 'Obrazec' }} />
        <Illustration image={{ ...drawing, alt: '' }} />
      </main>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <Illustration image={{ ...drawing, alt: 'Obrazec' }} />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})

import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { Testimonial } from './Testimonial.js'

describe('Testimonial', () => {
  it('shows the quotation with its author and title', () => {
    render(
      <Testimonial
        text="Sistem je zanesljiv in ekipa se hitro odzove."
        author="Ana Novak"
        authorTitle="vodja digitalnih medijev"
      />,
    )
    expect(screen.getByRole('figure')).toHaveTextContent('Ana Novak')
    expect(screen.getByRole('blockquote')).toHaveTextContent('Sistem je zanesljiv in ekipa se hitro odzove.')
    expect(screen.getByText('vodja digitalnih medijev')).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(<Testimonial text="Reliable." author="Ana Novak" />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <Testimonial text="Reliable." author="Ana Novak" authorTitle="Head of digital" />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})

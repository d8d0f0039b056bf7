import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { brandInitial, Wordmark } from './Wordmark.js'

describe('Wordmark', () => {
  it('reads as the company name, the mark hidden from assistive technology', () => {
    render(
      <a href="/">
        <Wordmark name="Firma" legalForm="d.o.o." />
      </a>,
    )
    expect(screen.getByRole('link')).toHaveAccessibleName('Firma d.o.o.')
  })

  it('builds its mark from the configured name, so it changes with the name', () => {
    const { rerender, container } = render(<Wordmark name="Firma" />)
    expect(container.querySelector('.ui-wordmark__mark')).toHaveTextContent(/^F$/)
    rerender(<Wordmark name="ščinkavec" />)
    expect(container.querySelector('.ui-wordmark__mark')).toHaveTextContent(/^Š$/)
    expect(screen.getByText('ščinkavec')).toBeInTheDocument()
  })

  it('takes a whole first character, also outside the basic plane, and ignores leading spaces', () => {
    expect(brandInitial('  žaba')).toBe('Ž')
    expect(brandInitial('𝒜lfa')).toBe('𝒜')
    expect(brandInitial('')).toBe('')
  })

  it('has no axe violations', async () => {
    const { container } = render(
      <a href="/">
        <Wordmark name="Firma" legalForm="d.o.o." tone="on-brand" />
      </a>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <Wordmark name="Firma" legalForm="d.o.o." />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})

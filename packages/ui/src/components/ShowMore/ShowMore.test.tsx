import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { ShowMore } from './ShowMore.js'

function Product(props: { defaultOpen?: boolean; locale?: 'sl' | 'en' }) {
  return (
    <ShowMore
      preview={<p>Urejevalni sistem za medije.</p>}
      defaultOpen={props.defaultOpen}
      locale={props.locale}
    >
      <p>Podpira več jezikov in delovnih tokov.</p>
    </ShowMore>
  )
}

describe('ShowMore', () => {
  it('shows the preview and hides the rest behind a collapsed button', () => {
    render(<Product />)
    expect(screen.getByText('Urejevalni sistem za medije.')).toBeVisible()
    const button = screen.getByRole('button', { name: 'Prikaži več' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Podpira več jezikov in delovnih tokov.')).not.toBeVisible()
  })

  it('expands and collapses by keyboard, renaming the button', async () => {
    const user = userEvent.setup()
    render(<Product />)
    await user.tab()
    await user.keyboard('{Enter}')
    const button = screen.getByRole('button', { name: 'Prikaži manj' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Podpira več jezikov in delovnih tokov.')).toBeVisible()
    expect(button).toHaveAttribute(
      'aria-controls',
      screen.getByText('Podpira več jezikov in delovnih tokov.').parentElement?.id,
    )
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Prikaži več' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('names what it expands for screen readers when given a subject', () => {
    render(
      <ShowMore subject="Mobilne aplikacije">
        <p>Več</p>
      </ShowMore>,
    )
    expect(screen.getByRole('button', { name: 'Prikaži več: Mobilne aplikacije' })).toBeInTheDocument()
  })

  it('can be controlled', async () => {
    const onOpenChange = vi.fn()
    const { rerender } = render(
      <ShowMore open={false} onOpenChange={onOpenChange}>
        <p>Več</p>
      </ShowMore>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Prikaži več' }))
    expect(onOpenChange).toHaveBeenCalledWith(true)
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false')
    rerender(
      <ShowMore open onOpenChange={onOpenChange}>
        <p>Več</p>
      </ShowMore>,
    )
    expect(screen.getByRole('button', { name: 'Prikaži manj' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('speaks English', async () => {
    render(<Product locale="en" />)
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument()
  })

  it('has no axe violations, closed or open', async () => {
    const { container } = render(<Product />)
    expect(await axe(container)).toHaveNoViolations()
    await userEvent.click(screen.getByRole('button'))
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<Product defaultOpen />)
    expect(warnings).toEqual([])
    unmount()
  })
})

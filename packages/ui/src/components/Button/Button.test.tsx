import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { Button, ButtonLink } from './Button.js'

describe('Button', () => {
  it('is a native button a user can press with the keyboard', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Pošlji</Button>)
    const button = screen.getByRole('button', { name: 'Pošlji' })
    expect(button).toHaveAttribute('type', 'button')
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('stays a button when it looks like a link', async () => {
    const onClick = vi.fn()
    render(
      <Button variant="link" onClick={onClick}>
        Nastavitve piškotkov
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Nastavitve piškotkov' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while busy keeps its name and focus, is announced as busy and unavailable, and ignores presses', async () => {
    const onClick = vi.fn()
    render(
      <Button busy onClick={onClick}>
        Pošiljam
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Pošiljam' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.tab()
    expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('shows an icon beside its text without adding to its name, and takes a size', () => {
    render(
      <Button size="lg" icon={<svg data-testid="icon" />}>
        Pošlji
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Pošlji' })
    expect(button).toHaveAttribute('data-size', 'lg')
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true')
  })

  it('has no axe violations', async () => {
    const { container } = render(<Button variant="secondary">Send</Button>)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<Button>Pošlji</Button>)
    expect(warnings).toEqual([])
    unmount()
  })
})

describe('ButtonLink', () => {
  it('is a link that navigates, styled like a button', () => {
    render(<ButtonLink href="/blog">Vse objave</ButtonLink>)
    expect(screen.getByRole('link', { name: 'Vse objave' })).toHaveAttribute('href', '/blog')
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <ButtonLink href="/en/blog" variant="secondary">
        See all posts
      </ButtonLink>,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})

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

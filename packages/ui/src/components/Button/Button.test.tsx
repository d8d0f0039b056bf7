import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button.js'

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

  it('has no axe violations', async () => {
    const { container } = render(<Button variant="secondary">Send</Button>)
    expect(await axe(container)).toHaveNoViolations()
  })
})

import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { StatusMessage } from './StatusMessage.js'

describe('StatusMessage', () => {
  it('is a polite status by default, present while empty so what comes later is announced', () => {
    const { rerender } = render(<StatusMessage />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    rerender(<StatusMessage tone="success">Your message was sent</StatusMessage>)
    expect(screen.getByRole('status')).toHaveTextContent('Your message was sent')
  })

  it('is an alert when the visitor must act', () => {
    render(
      <StatusMessage tone="error" urgency="assertive">
        There was an error sending your message. Please try again.
      </StatusMessage>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <StatusMessage tone="success">Sent</StatusMessage>
        <StatusMessage tone="error" urgency="assertive">
          Failed
        </StatusMessage>
      </main>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<StatusMessage>Poslano</StatusMessage>)
    expect(warnings).toEqual([])
    unmount()
  })
})

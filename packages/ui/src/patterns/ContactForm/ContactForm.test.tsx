import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ContactForm, type ContactFormProps } from './ContactForm.js'

const labels: ContactFormProps = {
  fields: {
    email: { label: 'Your email address' },
    fullName: { label: 'Your full name' },
    message: { label: 'Message', maxLength: 5000 },
  },
  requiredLabel: '(required)',
  submitLabel: 'Send message',
  locale: 'en',
}

describe('ContactForm', () => {
  beforeAll(() => {
    // jsdom lays nothing out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn()
  })

  it('has three required fields named by their labels and one button, and posts natively', () => {
    render(
      <ContactForm
        {...labels}
        method="post"
        action="/api/contact"
        hiddenValues={{ locale: 'en' }}
        trapName="website"
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Your email address (required)' })
    expect(email.getAttribute('type')).toBe('email')
    expect(email.getAttribute('autocomplete')).toBe('email')
    expect(screen.getByRole('textbox', { name: 'Your full name (required)' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Message (required)' }).getAttribute('maxlength')).toBe('5000')
    expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('type')).toBe('submit')
    // The bots' trap and the hidden language are no textboxes a visitor meets.
    expect(screen.getAllByRole('textbox')).toHaveLength(3)
    const form = screen.getByRole('button', { name: 'Send message' }).closest('form')
    expect(form?.getAttribute('action')).toBe('/api/contact')
    expect(form?.querySelector<HTMLInputElement>('input[name="locale"]')?.value).toBe('en')
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
  })

  it('after a refusal, summarises the problems at the top with focus, each a link to its field', async () => {
    render(
      <ContactForm
        {...labels}
        errorSummaryTitle="The form has 2 errors"
        fields={{
          email: { label: 'Your email address', defaultValue: 'ana@', error: 'Enter your email address' },
          fullName: { label: 'Your full name' },
          message: { label: 'Message', error: 'Enter your message' },
        }}
      />,
    )
    const summary = screen
      .getByRole('heading', { name: 'The form has 2 errors' })
      .closest('.ui-error-summary')
    expect(summary).toBe(document.activeElement)
    const links = within(summary as HTMLElement).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Enter your email address', 'Enter your message'])
    const email = screen.getByRole('textbox', { name: 'Your email address (required)' })
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect((email as HTMLInputElement).value).toBe('ana@')
    await userEvent.click(links[1] as HTMLElement)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message (required)' }))
  })

  it('says a message is sending and that it was sent in the status region', () => {
    const { rerender } = render(<ContactForm {...labels} busy status={['Message is sending.']} />)
    expect(screen.getByRole('status').textContent).toBe('Message is sending.')
    expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('aria-busy')).toBe('true')
    rerender(<ContactForm {...labels} sent status={['Your message was sent.']} />)
    expect(screen.getByRole('status').textContent).toBe('Your message was sent.')
  })

  it('announces a failure in the alert region', () => {
    render(<ContactForm {...labels} alerts={['Sending failed. Please try again.']} />)
    expect(screen.getByRole('alert').textContent).toBe('Sending failed. Please try again.')
  })
})

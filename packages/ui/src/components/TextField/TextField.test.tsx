import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { UiLocaleProvider } from '../../locale/locale.js'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { TextArea, TextField } from './TextField.js'

describe('TextField', () => {
  it('is a text box named by its label, marked required in the page’s language', () => {
    render(
      <UiLocaleProvider locale="en">
        <TextField label="Your email address" name="email" type="email" required />
      </UiLocaleProvider>,
    )
    const field = screen.getByRole('textbox', { name: 'Your email address (required)' })
    expect(field).toBeRequired()
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(field).toHaveAttribute('name', 'email')
  })

  it('says what is wrong as the field’s description, and marks it invalid', () => {
    render(
      <TextField
        label="Vaš e-poštni naslov"
        hint="Nanj vam bomo odgovorili."
        error="E-poštni naslov mora biti v veljavni obliki"
        required
      />,
    )
    const field = screen.getByRole('textbox', { name: 'Vaš e-poštni naslov (obvezno)' })
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(
      'Nanj vam bomo odgovorili. E-poštni naslov mora biti v veljavni obliki',
    )
  })

  it('takes typing, and focus from its label', async () => {
    const user = userEvent.setup()
    render(<TextArea label="Sporočilo" name="message" />)
    await user.click(screen.getByText('Sporočilo'))
    const field = screen.getByRole('textbox', { name: 'Sporočilo' })
    expect(field).toHaveFocus()
    await user.keyboard('Dober dan')
    expect(field).toHaveValue('Dober dan')
    expect(field.tagName).toBe('TEXTAREA')
  })

  it('keeps the id it is given, so an error summary’s link finds it, and the label the site gives', () => {
    render(<TextField id="contact-email" label="E-pošta" required labels={{ required: '(nujno)' }} />)
    const field = screen.getByRole('textbox', { name: 'E-pošta (nujno)' })
    expect(field).toHaveAttribute('id', 'contact-email')
  })

  it('puts the error before the field, so it is read and seen before the value to correct', () => {
    render(<TextField label="Ime" error="Polje „Ime“ je obvezno" defaultValue="" />)
    const error = screen.getByText('Polje „Ime“ je obvezno')
    const field = screen.getByRole('textbox', { name: 'Ime' })
    expect(error.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('has no axe violations, with an error too', async () => {
    const { container } = render(
      <form>
        <TextField label="Ime" name="name" />
        <TextArea label="Sporočilo" name="message" required error="Polje „Sporočilo“ je obvezno" />
      </form>,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <TextField label="Ime" name="name" error="Obvezno" />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})

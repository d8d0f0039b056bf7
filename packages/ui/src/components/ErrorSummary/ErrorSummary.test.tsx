import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { TextArea, TextField } from '../TextField/TextField.js'
import { ErrorSummary } from './ErrorSummary.js'

function FormWithErrors({ focusOnMount }: { focusOnMount?: boolean }) {
  return (
    <form noValidate>
      <ErrorSummary
        title="The form has 2 errors"
        focusOnMount={focusOnMount}
        errors={[
          { fieldId: 'email', message: 'Email address must be in a valid format' },
          { fieldId: 'message', message: "'Message' field is required" },
        ]}
      />
      <TextField id="email" label="Your email address" error="Email address must be in a valid format" />
      <TextArea id="message" label="Message" error="'Message' field is required" />
    </form>
  )
}

describe('ErrorSummary', () => {
  beforeAll(() => {
    // jsdom lays nothing out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn()
  })

  it('is an alert with its title and a link per problem, and takes focus when it appears', () => {
    render(<FormWithErrors />)
    const alert = screen.getByRole('alert')
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'The form has 2 errors' }),
    ).toBeInTheDocument()
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Email address must be in a valid format', "'Message' field is required"])
    expect(alert.parentElement).toHaveFocus()
  })

  it('leaves focus where it is when told to', () => {
    render(<FormWithErrors focusOnMount={false} />)
    expect(document.body).toHaveFocus()
  })

  it('takes focus to the field a link names', async () => {
    const user = userEvent.setup()
    render(<FormWithErrors />)
    await user.click(screen.getByRole('link', { name: "'Message' field is required" }))
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus()
  })

  it('has no axe violations', async () => {
    const { container } = render(<FormWithErrors />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('opens focused in server HTML, for a page that answers a post without JavaScript', () => {
    expect(renderToString(<FormWithErrors />)).toMatch(
      /<div class="ui-error-summary" tabindex="-1" autofocus="">/,
    )
    expect(renderToString(<FormWithErrors focusOnMount={false} />)).not.toContain('autofocus')
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(<FormWithErrors focusOnMount={false} />)
    expect(warnings).toEqual([])
    unmount()
  })
})

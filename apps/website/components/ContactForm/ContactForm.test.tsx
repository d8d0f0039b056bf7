import type { Locale } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { I18nProvider } from '@firma/i18n/react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ContactOutcome } from '../../shared/contact/index.js'
import { answerContactPosts } from '../../testing/contactApi.js'
import { ContactForm } from './ContactForm.js'
import { loadFormCode } from './loadFormCode.js'
import type { ContactPayload } from './submitContact.js'
import { createFetchSubmit } from './submitContact.js'

type Texts = Record<
  | 'email'
  | 'fullName'
  | 'message'
  | 'submit'
  | 'emailRequired'
  | 'emailInvalid'
  | 'fullNameRequired'
  | 'messageRequired'
  | 'sending'
  | 'success'
  | 'successDetail'
  | 'error'
  | 'rateLimited'
  | 'tooLarge',
  string
>

const texts: Record<Locale, Texts> = {
  sl: {
    email: 'Vaš e-poštni naslov (obvezno)',
    fullName: 'Vaše ime in priimek (obvezno)',
    message: 'Sporočilo (obvezno)',
    submit: 'Pošlji sporočilo',
    emailRequired: 'Polje „Vaš e-poštni naslov“ je obvezno',
    emailInvalid: 'E-poštni naslov mora biti v\u00a0veljavni obliki (npr. name@example.com)',
    fullNameRequired: 'Polje „Vaše ime in priimek“ je obvezno',
    messageRequired: 'Polje „Sporočilo“ je obvezno',
    sending: 'Sporočilo se pošilja.',
    success: 'Vaše sporočilo je bilo poslano na ana@example.si',
    successDetail: 'Potrudili se bomo, da vam odgovorimo čim prej.',
    error: 'Pri pošiljanju sporočila je prišlo do napake. Poskusite znova.',
    rateLimited: 'Sporočila lahko pošljete največ enkrat na minuto. Poskusite znova čez eno minuto.',
    tooLarge:
      'Vašega sporočila nismo prejeli, ker je bilo predolgo. ' +
      'E-poštni naslov ima lahko največ 254\u00a0znakov, ime in priimek največ 100\u00a0znakov, sporočilo pa največ 5000\u00a0znakov. ' +
      'Skrajšajte sporočilo in ga pošljite znova. Če je obrazec zdaj prazen, vam gumb Nazaj v\u00a0brskalniku vrne, kar ste vpisali.',
  },
  en: {
    email: 'Your email address (required)',
    fullName: 'Your full name (required)',
    message: 'Message (required)',
    submit: 'Send message',
    emailRequired: "'Your email address' field is required",
    emailInvalid: 'Email address must be in a valid format (e.g. name@example.com)',
    fullNameRequired: "'Your full name' field is required",
    messageRequired: "'Message' field is required",
    sending: 'Message is sending.',
    success: 'Your message was sent to ana@example.si',
    successDetail: 'We will make an effort to respond swiftly.',
    error: 'There was an error sending your message. Please try again.',
    rateLimited: 'Sending messages is limited to once per minute. Please try again after one minute.',
    tooLarge:
      'We did not receive your message because it was too long. ' +
      'The email address can have at most 254 characters, the name at most 100 characters and the message at most 5,000 characters. ' +
      'Please shorten your message and send it again. If the form is now empty, your browser’s Back button brings back what you typed.',
  },
}

/** The error summary's title for `count` problems, in each language's plural forms. */
const summaryTitle: Record<Locale, (count: number) => string> = {
  sl: (count) =>
    `Obrazec ima ${count}\u00a0${{ 1: 'napako', 2: 'napaki', 3: 'napake', 4: 'napake' }[count] ?? 'napak'}`,
  en: (count) => `The form has ${count} error${count === 1 ? '' : 's'}`,
}

/** The error summary at the top of the form: the alert with its title as a heading, and its links. */
function errorSummary(count: number, locale: Locale) {
  // The form's other alert is its live region for failures of the whole submission.
  const alert = screenAlertWithHeading()
  // The box around the alert takes focus.
  const box = alert.parentElement
  const title = within(alert).getByRole('heading', { level: 3 })
  const links = within(alert).getAllByRole('link')
  expect(title.textContent).toBe(summaryTitle[locale](count))
  expect(links).toHaveLength(count)
  return { alert, box, links, link: (name: string) => within(alert).getByRole('link', { name }) }
}

function screenAlertWithHeading(): HTMLElement {
  const alerts = screen.getAllByRole('alert').filter((alert) => within(alert).queryByRole('heading'))
  expect(alerts).toHaveLength(1)
  return alerts[0] as HTMLElement
}

function inLocale(locale: Locale, element: ReactElement) {
  return (
    <I18nProvider locale={locale} messages={getMessages(locale)}>
      {element}
    </I18nProvider>
  )
}

/** The form in `locale`, its posts answered by `answer` as the contact API would (testing/contactApi.ts). */
function renderForm(locale: Locale, answer?: (payload: ContactPayload) => Promise<ContactOutcome>) {
  const posted = answerContactPosts(answer)
  const user = userEvent.setup()
  const view = render(inLocale(locale, <ContactForm />))
  const text = texts[locale]
  const fields = {
    email: () => screen.getByRole('textbox', { name: text.email }),
    fullName: () => screen.getByRole('textbox', { name: text.fullName }),
    message: () => screen.getByRole('textbox', { name: text.message }),
    submit: () => screen.getByRole('button', { name: text.submit }),
  }
  async function fill(values: Partial<Record<'email' | 'fullName' | 'message', string>>) {
    for (const [name, value] of Object.entries(values) as ['email' | 'fullName' | 'message', string][]) {
      await user.clear(fields[name]())
      if (value) await user.type(fields[name](), value)
    }
  }
  return { user, view, text, fields, fill, posted }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The form's validation and sending code arrives on demand (loadFormCode.ts): fetched on the
// visitor's first focus, usually long before the first press. These tests start from there; the
// ones of the last block start before it has arrived.
beforeAll(async () => {
  await loadFormCode()
  // jsdom lays nothing out, so it has no scrollIntoView (the summary's links scroll their field's label into view).
  Element.prototype.scrollIntoView = vi.fn()
})

describe.each(['sl', 'en'] as const)('ContactForm in %s', (locale) => {
  it('is a native form with labelled, required fields that posts without JavaScript', () => {
    const { fields, view } = renderForm(locale)
    const form = view.container.querySelector('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/contact')
    expect(fields.email()).toHaveAttribute('type', 'email')
    expect(fields.email()).toHaveAttribute('autocomplete', 'email')
    expect(fields.email()).toHaveAttribute('name', 'email')
    expect(fields.email()).toBeRequired()
    expect(fields.email()).toHaveAttribute('maxlength', '254')
    expect(fields.fullName()).toHaveAttribute('autocomplete', 'name')
    expect(fields.fullName()).toHaveAttribute('maxlength', '100')
    expect(fields.message()).toHaveAttribute('maxlength', '5000')
    expect(fields.submit()).toHaveAttribute('type', 'submit')
    expect(view.container.querySelector('input[name="locale"]')).toHaveValue(locale)
    expect(form).toHaveAttribute('data-state', 'idle')
  })

  it('keeps the honeypot out of sight, the tab order and the accessibility tree', async () => {
    const { view, user, fields } = renderForm(locale)
    const trap = view.container.querySelector('input[name="website"]')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.getAllByRole('textbox')).toHaveLength(3)
    await user.tab()
    expect(fields.email()).toHaveFocus()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(fields.submit()).toHaveFocus()
  })

  it('shows an error summary at the top of the form, focused, with a link to each field with a problem', async () => {
    const { user, fields, text, view, posted } = renderForm(locale)
    await user.click(fields.submit())
    expect(posted).not.toHaveBeenCalled()
    const summary = errorSummary(3, locale)
    expect(summary.box).toHaveFocus()
    expect(view.container.querySelector('form')?.firstElementChild).toBe(summary.box)
    expect(summary.links.map((link) => link.textContent)).toEqual([
      text.emailRequired,
      text.fullNameRequired,
      text.messageRequired,
    ])
    await user.click(summary.link(text.messageRequired))
    expect(fields.message()).toHaveFocus()
    await user.click(summary.link(text.emailRequired))
    expect(fields.email()).toHaveFocus()
    // Each problem is said at its field too.
    expect(fields.email()).toBeInvalid()
    expect(fields.email()).toHaveAccessibleDescription(text.emailRequired)
    expect(fields.fullName()).toHaveAccessibleDescription(text.fullNameRequired)
    expect(fields.message()).toHaveAccessibleDescription(text.messageRequired)
    expect(view.container.querySelector('form')).toHaveAttribute('data-state', 'invalid')
    expect(await axe(view.container)).toHaveNoViolations()
  })

  it('shows the format message with its example and lists only the fields with problems', async () => {
    const { user, fields, text, fill } = renderForm(locale)
    await fill({ email: 'ana@example', fullName: 'Ana' })
    await user.click(fields.submit())
    expect(fields.email()).toHaveAccessibleDescription(text.emailInvalid)
    let summary = errorSummary(2, locale)
    expect(summary.links.map((link) => link.textContent)).toEqual([text.emailInvalid, text.messageRequired])
    expect(summary.box).toHaveFocus()
    expect(fields.fullName()).not.toBeInvalid()
    expect(fields.fullName()).not.toHaveAttribute('aria-describedby')

    // Pressed again with one problem left: the summary comes back with it, and takes focus again.
    await fill({ email: 'ana@example.si' })
    await user.click(fields.submit())
    expect(fields.email()).not.toBeInvalid()
    summary = errorSummary(1, locale)
    expect(summary.links.map((link) => link.textContent)).toEqual([text.messageRequired])
    expect(summary.box).toHaveFocus()
    expect(fields.message()).toHaveAccessibleDescription(text.messageRequired)
  })

  it('takes the summary away once the message is sent', async () => {
    const { user, fields, fill } = renderForm(locale, async (payload) => ({
      status: 'sent',
      email: payload.email,
    }))
    await user.click(fields.submit())
    expect(errorSummary(3, locale).box).toHaveFocus()
    await fill({ email: 'ana@example.si', fullName: 'Ana Novak', message: 'Pozdrav' })
    await user.click(fields.submit())
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement())
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.si')
  })

  it('says it is sending, then that the message was sent, and clears the form', async () => {
    const answer = deferred<ContactOutcome>()
    const submit = vi.fn((_: ContactPayload) => answer.promise)
    const { user, fields, text, fill, view } = renderForm(locale, submit)
    await fill({ email: ' ana@example.si ', fullName: 'Ana Novak', message: 'Pozdravljeni!\nLp' })
    await user.click(fields.submit())

    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit).toHaveBeenCalledWith({
      email: 'ana@example.si',
      fullName: 'Ana Novak',
      message: 'Pozdravljeni!\nLp',
      locale,
      website: '',
    })
    expect(screen.getByRole('status')).toHaveTextContent(text.sending)
    // @firma/ui's busy button: still focusable and named, announced as busy and unavailable.
    expect(fields.submit()).toHaveAttribute('aria-busy', 'true')
    expect(fields.submit()).toHaveAttribute('aria-disabled', 'true')
    expect(view.container.querySelector('form')).toHaveAttribute('data-state', 'sending')
    // A second press while sending sends nothing more.
    await user.click(fields.submit())
    expect(submit).toHaveBeenCalledTimes(1)

    await act(async () => answer.resolve({ status: 'sent', email: 'ana@example.si' }))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(text.success)
    expect(status).toHaveTextContent(text.successDetail)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(fields.email()).toHaveValue('')
    expect(fields.message()).toHaveValue('')
    expect(fields.submit()).not.toHaveAttribute('aria-disabled')
    expect(fields.submit()).not.toHaveAttribute('aria-busy')
    expect(await axe(view.container)).toHaveNoViolations()
  })

  it('announces the rate limit and keeps what the visitor typed', async () => {
    const { user, fields, text, fill, view } = renderForm(locale, async () => ({
      status: 'rate_limited',
      retryAfter: 42,
    }))
    await fill({ email: 'ana@example.si', fullName: 'Ana Novak', message: 'Drugič' })
    await user.click(fields.submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(text.rateLimited)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(fields.message()).toHaveValue('Drugič')
    expect(fields.email()).toHaveValue('ana@example.si')
    expect(view.container.querySelector('form')).toHaveAttribute('data-state', 'rate-limited')
  })

  it('announces a failure, keeps the input and lets the visitor try again', async () => {
    const submit = vi
      .fn<(payload: ContactPayload) => Promise<ContactOutcome>>()
      .mockResolvedValueOnce({ status: 'error', code: 'unavailable' })
      .mockResolvedValueOnce({ status: 'sent', email: 'ana@example.si' })
    const { user, fields, text, fill } = renderForm(locale, submit)
    await fill({ email: 'ana@example.si', fullName: 'Ana Novak', message: 'Pozdrav' })
    await user.click(fields.submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(text.error)
    expect(fields.message()).toHaveValue('Pozdrav')
    await user.click(fields.submit())
    expect(await screen.findByRole('status')).toHaveTextContent(text.success)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('says a message too long for the server to receive was not received, and keeps the input', async () => {
    const { user, fields, text, fill, view } = renderForm(locale, async () => ({
      status: 'error',
      code: 'payload_too_large',
    }))
    await fill({ email: 'ana@example.si', fullName: 'Ana Novak', message: 'Dolgo sporočilo' })
    await user.click(fields.submit())
    // textContent, not toHaveTextContent, which turns the Slovenian non-breaking spaces into spaces.
    expect((await screen.findByRole('alert')).textContent).toBe(text.tooLarge)
    expect(screen.getByRole('alert')).not.toHaveTextContent(text.error)
    expect(fields.message()).toHaveValue('Dolgo sporočilo')
    expect(view.container.querySelector('form')).toHaveAttribute('data-state', 'error')
    expect(await axe(view.container)).toHaveNoViolations()
  })

  it("shows the server's field problems at their fields", async () => {
    const { user, fields, text, fill } = renderForm(locale, async () => ({
      status: 'invalid',
      fieldErrors: { fullName: 'full_name_required' },
    }))
    await fill({ email: 'ana@example.si', fullName: 'Ana', message: 'M' })
    await user.click(fields.submit())
    await waitFor(() => expect(screenAlertWithHeading().parentElement).toHaveFocus())
    expect(errorSummary(1, locale).links.map((link) => link.textContent)).toEqual([text.fullNameRequired])
    expect(fields.fullName()).toHaveAccessibleDescription(text.fullNameRequired)
    expect(fields.fullName()).toHaveValue('Ana')
  })

  it('has no axe violations when idle', async () => {
    const { view } = renderForm(locale)
    expect(await axe(view.container)).toHaveNoViolations()
  })
})

describe('ContactForm after a post without JavaScript', () => {
  const outcomes: [ContactOutcome, (text: Texts) => string][] = [
    [{ status: 'sent', email: 'ana@example.si' }, (text) => text.success],
    [{ status: 'rate_limited' }, (text) => text.rateLimited],
    [{ status: 'error', code: 'internal_error' }, (text) => text.error],
    [{ status: 'error', code: 'payload_too_large' }, (text) => text.tooLarge],
    [{ status: 'invalid', fieldErrors: { email: 'email_invalid' } }, (text) => text.emailInvalid],
  ]

  it.each(outcomes)('renders %j on the server and hydrates without a mismatch', async (outcome, expected) => {
    for (const locale of ['sl', 'en'] as const) {
      const element = inLocale(locale, <ContactForm initialOutcome={outcome} />)
      const html = renderToString(element)
      expect(html).toContain(expected(texts[locale]).replaceAll("'", '&#x27;').replaceAll('"', '&quot;'))
      // Server HTML carries no novalidate: the browser validates while JavaScript is off.
      expect(html).not.toContain('novalidate')

      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const recoverable = vi.fn()
      const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }))
      expect(errors).not.toHaveBeenCalled()
      expect(recoverable).not.toHaveBeenCalled()
      expect(container.querySelector('form')).toHaveAttribute('novalidate')
      if (outcome.status === 'invalid') {
        // The summary is in the server's HTML, focused by the browser without JavaScript (autofocus)
        // and by the page once hydrated.
        expect(html).toContain(summaryTitle[locale](1))
        expect(html).toContain('autofocus')
        const summary = errorSummary(1, locale)
        expect(summary.box).toHaveFocus()
        expect(summary.links[0]).toHaveAttribute(
          'href',
          `#${screen.getByRole('textbox', { name: texts[locale].email }).id}`,
        )
      }
      act(() => root.unmount())
      container.remove()
      errors.mockRestore()
    }
  })
})

describe('createFetchSubmit', () => {
  const payload: ContactPayload = {
    email: 'ana@example.si',
    fullName: 'Ana',
    message: 'M',
    locale: 'en',
    website: '',
  }

  it('posts JSON to the action and reads the answer', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({ ok: true, id: 'x', email: 'ana@example.si', message: '', detail: '' }),
          {
            status: 202,
          },
        ),
    )
    vi.stubGlobal('fetch', fetchMock)
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'sent', email: 'ana@example.si' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/contact')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('content-type')).toContain('application/json')
    expect(JSON.parse(String(init?.body))).toEqual(payload)
  })

  it('maps every failure to an outcome and never throws', async () => {
    const answer = (status: number, body: unknown) =>
      vi.stubGlobal(
        'fetch',
        async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
      )
    answer(429, { ok: false, error: { code: 'rate_limited', message: '' }, retryAfter: 30 })
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'rate_limited', retryAfter: 30 })
    answer(422, {
      ok: false,
      error: { code: 'validation_failed', message: '' },
      fieldErrors: { email: 'email_invalid' },
    })
    expect(await createFetchSubmit()(payload)).toEqual({
      status: 'invalid',
      fieldErrors: { email: 'email_invalid' },
    })
    answer(413, { ok: false, error: { code: 'payload_too_large', message: '' } })
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'error', code: 'payload_too_large' })
    // A proxy in front of the site refuses an over-long body with a page of its own.
    answer(413, '<html>413 Request Entity Too Large</html>')
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'error', code: 'payload_too_large' })
    answer(502, '<html>Bad gateway</html>')
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'error', code: 'internal_error' })
    answer(200, '{"ok":false}')
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'error', code: 'invalid_body' })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'error', code: 'unavailable' })
  })

  it('never retries the post, not even after a 503', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503, headers: { 'Retry-After': '0' } }))
    vi.stubGlobal('fetch', fetchMock)
    expect(await createFetchSubmit()(payload)).toEqual({ status: 'error', code: 'internal_error' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  // Regression: a post that never got an answer left the form "sending" for ever.
  it('gives up on a post that gets no answer and says so', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    // The form's own 20 seconds, on a clock the test moves.
    vi.useFakeTimers()
    try {
      const outcome = createFetchSubmit()(payload)
      await vi.advanceTimersByTimeAsync(20_000)
      expect(await outcome).toEqual({ status: 'error', code: 'unavailable' })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('ContactForm before its code has arrived', () => {
  // The first dynamic import in a test worker is transformed on the spot: budgets, not measurements.
  const codeArrives = { timeout: 15_000 }
  vi.setConfig({ testTimeout: 30_000 })

  // A fresh module registry per test: the code is loaded once per page, and these tests watch that load.
  // The form's i18n context comes from the same fresh registry.
  async function freshForm() {
    vi.resetModules()
    const { ContactForm } = await import('./ContactForm.js')
    const { loadedFormCode } = await import('./loadFormCode.js')
    const { I18nProvider } = await import('@firma/i18n/react')
    const inLocale = (locale: Locale, element: ReactElement) => (
      <I18nProvider locale={locale} messages={getMessages(locale)}>
        {element}
      </I18nProvider>
    )
    return { ContactForm, loadedFormCode, inLocale }
  }

  it.each(['sl', 'en'] as const)(
    'renders without it in %s and fetches it on the first focus',
    async (locale) => {
      const { ContactForm, loadedFormCode, inLocale } = await freshForm()
      const user = userEvent.setup()
      render(inLocale(locale, <ContactForm />))
      expect(loadedFormCode()).toBeUndefined()
      await user.tab()
      expect(screen.getByRole('textbox', { name: texts[locale].email })).toHaveFocus()
      await waitFor(() => expect(loadedFormCode()).toBeDefined(), codeArrives)
    },
  )

  it.each(['sl', 'en'] as const)(
    'in %s, a press before it arrives waits for it, then validates',
    async (locale) => {
      const { ContactForm, loadedFormCode, inLocale } = await freshForm()
      const text = texts[locale]
      const submit = answerContactPosts()
      render(inLocale(locale, <ContactForm />))
      const email = screen.getByRole('textbox', { name: text.email })
      // Typed and submitted with Enter at once, before the code is here (no focus event in between).
      fireEvent.input(email, { target: { value: 'ana@example' } })
      fireEvent.submit(email)
      expect(loadedFormCode()).toBeUndefined()
      // The errors show, then focus moves to their summary (an effect after that render).
      await waitFor(() => {
        expect(email).toHaveAccessibleDescription(text.emailInvalid)
        expect(screenAlertWithHeading().parentElement).toHaveFocus()
      }, codeArrives)
      expect(email).toHaveValue('ana@example')
      expect(screen.getByRole('textbox', { name: text.message })).toHaveAccessibleDescription(
        text.messageRequired,
      )
      expect(submit).not.toHaveBeenCalled()
    },
  )

  it('sends once however often the button is pressed while the code arrives', async () => {
    const { ContactForm, inLocale } = await freshForm()
    const text = texts.en
    const submit = vi.fn(
      async (payload: ContactPayload): Promise<ContactOutcome> => ({
        status: 'sent',
        email: payload.email,
      }),
    )
    answerContactPosts(submit)
    render(inLocale('en', <ContactForm />))
    fireEvent.input(screen.getByRole('textbox', { name: text.email }), {
      target: { value: 'ana@example.si' },
    })
    fireEvent.input(screen.getByRole('textbox', { name: text.fullName }), { target: { value: 'Ana Novak' } })
    fireEvent.input(screen.getByRole('textbox', { name: text.message }), { target: { value: 'Pozdrav' } })
    const button = screen.getByRole('button', { name: text.submit })
    fireEvent.click(button)
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.success), codeArrives)
    expect(submit).toHaveBeenCalledTimes(1)
  })
})

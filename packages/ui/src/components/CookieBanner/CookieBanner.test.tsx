import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { describe, expect, it, vi } from 'vitest'
import {
  type ConsentStorage,
  createConsentStore,
  serializeConsentRecord,
} from '../../consent/consentStore.js'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { ConsentProvider, useConsent } from './ConsentProvider.js'
import { CookieBanner, CookieSettingsButton } from './CookieBanner.js'

function storageWith(value?: string): ConsentStorage {
  let stored = value
  return {
    read: () => stored,
    write: (next) => {
      stored = next
    },
  }
}

const agreedBefore = serializeConsentRecord({
  allowCookies: true,
  decidedAt: '2026-01-01T00:00:00.000Z',
  version: '1',
})

function Page(props: {
  storage?: ConsentStorage
  onConsentChange?: () => void
  action?: string
  locale?: 'sl' | 'en'
}) {
  return (
    <ConsentProvider version="1" storage={props.storage} onConsentChange={props.onConsentChange}>
      <CookieBanner locale={props.locale} action={props.action} policyHref="/piskotki" />
      <main>
        <h1>Domov</h1>
      </main>
      <footer>
        <CookieSettingsButton locale={props.locale} />
      </footer>
    </ConsentProvider>
  )
}

function AnalyticsStatus() {
  const { allowCookies } = useConsent()
  return <p>{allowCookies ? 'analytics on' : 'analytics off'}</p>
}

describe('CookieBanner', () => {
  it('asks an undecided visitor, in a labelled region with two equal buttons', () => {
    render(<Page />)
    const banner = screen.getByRole('region', { name: 'Piškotki na tem spletnem mestu' })
    const agree = within(banner).getByRole('button', { name: 'Strinjam se' })
    const reject = within(banner).getByRole('button', { name: 'Zavrni' })
    expect(agree).toHaveAttribute('data-variant', reject.getAttribute('data-variant'))
    expect(
      within(banner).getByRole('link', { name: 'Izjava o\u00a0varstvu osebnih podatkov' }),
    ).toHaveAttribute('href', '/piskotki')
  })

  it('has no heading of its own, so the page’s h1 is the first heading although the banner comes first', () => {
    render(<Page />)
    const [first] = screen.getAllByRole('heading')
    expect(first).toHaveAccessibleName('Domov')
    expect(first?.tagName).toBe('H1')
    // …and the banner is still first in the document, before the page's content.
    const banner = screen.getByRole('region', { name: 'Piškotki na tem spletnem mestu' })
    expect(banner.compareDocumentPosition(screen.getByRole('main'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('asks only to remember settings when the site uses no analytics', () => {
    render(<Page />)
    const banner = screen.getByRole('region', { name: 'Piškotki na tem spletnem mestu' })
    expect(banner).toHaveTextContent(/si zapomnimo še vaš jezik in nastavitve dostopnosti/)
    expect(banner).not.toHaveTextContent(/analiti/)
  })

  it('names analytics cookies only when the site uses them', () => {
    render(
      <ConsentProvider version="1">
        <CookieBanner analytics locale="en" />
      </ConsentProvider>,
    )
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toHaveTextContent(
      /we also use analytics cookies/,
    )
  })

  it('leaves no bar after a choice: the confirmation is a status message and focus moves to the main content', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: 'Zavrni' }))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/Piškotke ste zavrnili/)
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('is reachable by keyboard: the answers are in the tab order', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Izjava o\u00a0varstvu osebnih podatkov' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Strinjam se' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Zavrni' })).toHaveFocus()
  })

  it('"Strinjam se" allows cookies, fires the callback, confirms and moves focus on', async () => {
    const user = userEvent.setup()
    const onConsentChange = vi.fn()
    render(
      <ConsentProvider version="1" onConsentChange={onConsentChange}>
        <CookieBanner focusAfterChoice="content" />
        <div id="content">
          <AnalyticsStatus />
        </div>
      </ConsentProvider>,
    )
    expect(screen.getByText('analytics off')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Strinjam se' }))
    expect(screen.getByText('analytics on')).toBeInTheDocument()
    expect(onConsentChange).toHaveBeenCalledTimes(1)
    expect(onConsentChange.mock.calls[0]?.[0]).toMatchObject({ allowCookies: true, decided: true })
    expect(screen.getByRole('status')).toHaveTextContent(/Piškotke ste sprejeli/)
    expect(screen.getByText('analytics on').parentElement).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Strinjam se' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('"Zavrni" keeps cookies off, fires the callback and confirms', async () => {
    const onConsentChange = vi.fn()
    render(<Page onConsentChange={onConsentChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Zavrni' }))
    expect(onConsentChange.mock.calls[0]?.[0]).toMatchObject({ allowCookies: false, decided: true })
    expect(screen.getByRole('status')).toHaveTextContent(/Piškotke ste zavrnili/)
  })

  it('stays away once the visitor has chosen', () => {
    render(<Page storage={storageWith(agreedBefore)} />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('comes back from "Nastavitve piškotkov" in the footer, focused, and a new answer replaces the old', async () => {
    const user = userEvent.setup()
    const onConsentChange = vi.fn()
    render(<Page storage={storageWith(agreedBefore)} onConsentChange={onConsentChange} />)
    await user.click(screen.getByRole('button', { name: 'Nastavitve piškotkov' }))
    const banner = screen.getByRole('region', { name: 'Piškotki na tem spletnem mestu' })
    expect(banner).toHaveFocus()
    await user.click(within(banner).getByRole('button', { name: 'Zavrni' }))
    expect(onConsentChange).toHaveBeenCalledWith(
      expect.objectContaining({ allowCookies: false }),
      expect.objectContaining({ allowCookies: true }),
    )
  })

  it('takes the visitor to the banner from the footer while still undecided', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: 'Nastavitve piškotkov' }))
    expect(screen.getByRole('region', { name: 'Piškotki na tem spletnem mestu' })).toHaveFocus()
  })

  it('does not fire the consent callback on reopening', async () => {
    const onConsentChange = vi.fn()
    render(<Page storage={storageWith(agreedBefore)} onConsentChange={onConsentChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Nastavitve piškotkov' }))
    expect(onConsentChange).not.toHaveBeenCalled()
  })

  it('speaks English', () => {
    render(<Page locale="en" />)
    const banner = screen.getByRole('region', { name: 'Cookies on this site' })
    expect(within(banner).getByRole('button', { name: 'I agree' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Reject' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument()
  })

  it('offers a no-JavaScript form that posts consent=agree or consent=reject', () => {
    render(<Page action="/api/consent" />)
    const agree = screen.getByRole('button', { name: 'Strinjam se' })
    const form = agree.closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/consent')
    expect(agree).toHaveAttribute('type', 'submit')
    expect(agree).toHaveAttribute('name', 'consent')
    expect(agree).toHaveAttribute('value', 'agree')
    expect(screen.getByRole('button', { name: 'Zavrni' })).toHaveAttribute('value', 'reject')
    // Named by the banner's text, so it is told apart from any other form on the page.
    expect(form).toHaveAccessibleName(/Nujni piškotki skrbijo/)
  })

  it('with JavaScript, records the choice instead of posting the form', async () => {
    const submit = vi.fn((event: Event) => event.preventDefault())
    render(<Page action="/api/consent" />)
    screen.getByRole('button', { name: 'Strinjam se' }).closest('form')?.addEventListener('submit', submit)
    await userEvent.click(screen.getByRole('button', { name: 'Strinjam se' }))
    expect(submit).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent(/Piškotke ste sprejeli/)
  })

  it('asks again when the banner version changes', () => {
    render(
      <ConsentProvider store={createConsentStore({ version: '2', storage: storageWith(agreedBefore) })}>
        <CookieBanner />
      </ConsentProvider>,
    )
    expect(screen.getByRole('region', { name: 'Piškotki na tem spletnem mestu' })).toBeInTheDocument()
  })

  it('has no axe violations, asking and confirming', async () => {
    const { container } = render(<Page />)
    expect(await axe(container)).toHaveNoViolations()
    await userEvent.click(screen.getByRole('button', { name: 'Strinjam se' }))
    expect(await axe(container)).toHaveNoViolations()
  })

  it('is in the server HTML while undecided (shows without JavaScript) and hydrates without warnings', async () => {
    const { html, warnings, unmount } = await renderOnServerThenHydrate(<Page action="/api/consent" />)
    expect(html).toContain('Strinjam se')
    expect(html).toContain('method="post"')
    expect(warnings).toEqual([])
    unmount()
  })

  it('is absent from the server HTML after a choice, and hydrates without warnings', async () => {
    const { html, warnings, unmount } = await renderOnServerThenHydrate(
      <Page storage={storageWith(agreedBefore)} />,
    )
    expect(html).not.toContain('Strinjam se')
    expect(warnings).toEqual([])
    unmount()
  })

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<CookieBanner />)).toThrow(/ConsentProvider/)
    vi.restoreAllMocks()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firm } from '../../content/firm/index.js'
import { answerContactPosts } from '../../testing/contactApi.js'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { ContactScreen } from './ContactScreen.js'
import { contactScreenContent } from './content.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())
afterEach(() => vi.unstubAllGlobals())

describe('ContactScreen', () => {
  it('introduces the form and the other ways to reach us (Slovenian, a complete firm)', async () => {
    const { container } = renderScreen(
      'sl',
      <ContactScreen content={contactScreenContent('sl', undefined, completeFirm)} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Pišite nam' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Kako nas še dosežete' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Vaš e-poštni naslov/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Vaše ime in priimek/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Sporočilo/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pošlji sporočilo' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'info@zgled.test' })).toHaveAttribute(
      'href',
      'mailto:info@zgled.test',
    )
    expect(screen.getByRole('link', { name: '+386 1 555 01 23' })).toHaveAttribute('href', 'tel:+38615550123')
    expect(screen.getByText('Sedež').nextElementSibling).toHaveTextContent(
      'Vzorčna ulica 121000 LjubljanaSlovenija',
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('leaves out the details the firm has not given: the form is the way to reach us (Slovenian)', async () => {
    const { container } = renderScreen(
      'sl',
      <ContactScreen content={contactScreenContent('sl', undefined, bareFirm)} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Pišite nam' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Kako nas še dosežete' })).toBeNull()
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull()
    expect(container.textContent).not.toMatch(/\[|nadomestn/i)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('says beside the form what follows a message and what to write, with no channel but the form (Slovenian)', () => {
    renderScreen('sl', <ContactScreen content={contactScreenContent('sl', undefined, bareFirm)} />)
    const after = screen.getByRole('region', { name: 'Kaj sledi, ko nam pišete' })
    const steps = within(after).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps[1]).toHaveTextContent('Potrudili se bomo, da vam odgovorimo čim prej.')
    // The only promised time is the accessibility statement's, for feedback on accessibility.
    expect(after).toHaveTextContent('Na sporočila o dostopnosti odgovorimo v 3 delovnih dneh.')
    expect(within(after).getByRole('link', { name: 'Izjava o\u00a0dostopnosti' })).toHaveAttribute(
      'href',
      '/izjava-o-dostopnosti',
    )
    const write = screen.getByRole('region', { name: 'Kaj naj bo v\u00a0sporočilu' })
    expect(within(write).getAllByRole('listitem')[0]).toHaveTextContent(
      'kaj potrebujete: produkt, rešitev po meri ali oceno dostopnosti;',
    )
    expect(screen.getByRole('link', { name: 'Kako ravnamo z\u00a0vašimi osebnimi podatki' })).toHaveAttribute(
      'href',
      '/izjava-o-varstvu-osebnih-podatkov',
    )
  })

  // On a phone the phone number and the e-mail address came only after the form: they come first.
  it('puts the other channels first, then the form, what to write and what follows (English, a complete firm)', () => {
    renderScreen('en', <ContactScreen content={contactScreenContent('en', undefined, completeFirm)} />)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual([
      'Other ways to reach us',
      'Write to us',
      'What to tell us',
      'What happens after you write',
    ])
    expect(screen.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/en/accessibility-statement',
    )
  })

  it('sends through the form and shows its success state (English)', async () => {
    const user = userEvent.setup()
    const submit = answerContactPosts()
    const { container } = renderScreen(
      'en',
      <ContactScreen content={contactScreenContent('en', undefined, completeFirm)} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Write to us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Other ways to reach us' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Your email address/ }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Ana Kovač')
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello.')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Your message was sent to ana@example.com')).toBeInTheDocument()
    expect(submit).toHaveBeenCalledOnce()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('starts the message with the product family a product page sent the visitor from (Slovenian)', async () => {
    const user = userEvent.setup()
    const submit = answerContactPosts()
    renderScreen('sl', <ContactScreen content={contactScreenContent('sl', 'iptvApplications', firm)} />)
    const message = screen.getByRole('textbox', { name: /Sporočilo/ })
    expect(message).toHaveValue('Tema: Aplikacije IPTV\n\n')
    await user.type(screen.getByRole('textbox', { name: /Vaš e-poštni naslov/ }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: /Vaše ime in priimek/ }), 'Ana Kovač')
    await user.type(message, 'Zanima nas prenova programskega vodnika.')
    await user.click(screen.getByRole('button', { name: 'Pošlji sporočilo' }))
    // The topic travels with the message: it is what the store and the e-mail receive.
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Tema: Aplikacije IPTV\n\nZanima nas prenova programskega vodnika.',
      }),
    )
  })

  it('starts empty without a topic, and in English names the family in English', () => {
    const { unmount } = renderScreen(
      'en',
      <ContactScreen content={contactScreenContent('en', undefined, firm)} />,
    )
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('')
    unmount()
    renderScreen('en', <ContactScreen content={contactScreenContent('en', 'customSolutions', firm)} />)
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Topic: Custom solutions\n\n')
  })

  it('names the person to call about an offer, with photo, role and direct line, before the form (Slovenian, a complete firm)', () => {
    renderScreen('sl', <ContactScreen content={contactScreenContent('sl', undefined, completeFirm)} />)
    const channels = screen.getByRole('region', { name: 'Kako nas še dosežete' })
    expect(channels).toHaveTextContent('Vaša kontaktna oseba za ponudbeMojca Zgledna')
    expect(within(channels).getByText('direktorica')).toBeInTheDocument()
    expect(
      within(channels).getByRole('img', { name: 'Narisana silhueta namesto fotografije' }),
    ).toHaveAttribute('src', '/media/team/mojca-zgledna.svg')
    const phone = within(channels).getByRole('link', { name: '+386 1 555 01 25' })
    expect(phone).toHaveAttribute('href', 'tel:+38615550125')
    expect(within(channels).getByRole('link', { name: 'mojca.zgledna@zgled.test' })).toHaveAttribute(
      'href',
      'mailto:mojca.zgledna@zgled.test',
    )
    // Her direct line comes before the form in the reading order, as on a phone.
    const form = screen.getByRole('textbox', { name: /Sporočilo/ })
    expect(phone.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // How a project runs, once the facts say it.
    expect(
      screen.getByRole('link', { name: 'Kako poteka projekt z\u00a0nami, od analize do podpore' }),
    ).toHaveAttribute('href', '/kako-delamo')
  })

  it('names no person and links to no how-we-work page while the facts give neither (English)', () => {
    const { container } = renderScreen(
      'en',
      <ContactScreen content={contactScreenContent('en', undefined, bareFirm)} />,
    )
    expect(screen.queryByText('Your contact for offers')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryByRole('link', { name: /How a project with us runs/ })).toBeNull()
  })
})

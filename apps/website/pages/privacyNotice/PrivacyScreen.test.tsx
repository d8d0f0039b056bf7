import { screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { privacyNotice } from './content.js'
import { PrivacyScreen } from './PrivacyScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('PrivacyScreen', () => {
  it('names the controller, the contact form’s data, its storage, recipients, cookies, rights and the authority (Slovenian, a complete firm)', async () => {
    const content = privacyNotice('sl', { contactRetentionDays: 90, analytics: true }, completeFirm)
    const { container } = renderScreen('sl', <PrivacyScreen content={content} />)
    for (const name of [
      'Upravljavec',
      'Kontaktni obrazec',
      'Kje in kako dolgo hranimo sporočila',
      'Kdo prejme podatke',
      'Piškotki',
      'Vaše pravice',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(container).toHaveTextContent(
      'Upravljavec osebnih podatkov je Zgledna programska oprema d.o.o., Vzorčna ulica 12, 1000 Ljubljana.',
    )
    expect(container).toHaveTextContent('zasebnost@zgled.test')
    expect(container).toHaveTextContent('e-poštni naslov, ime in priimek ter sporočilo')
    expect(container).toHaveTextContent('90 dni po prejemu')
    expect(container).toHaveTextContent('Gostovanje Vzorec d.o.o. (Slovenija)')
    expect(container).toHaveTextContent('Pošta Zgled d.o.o. (Slovenija)')
    expect(container).toHaveTextContent('Informacijski pooblaščenec, Dunajska cesta 22, 1000 Ljubljana')
    const table = screen.getByRole('table', { name: 'Piškotki tega spletnega mesta' })
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['consent', 'locale', 'a11y-preferences', 'preview_notice', '_ga, _ga_…'])
    expect(within(table).getByRole('row', { name: /^locale/ })).toHaveTextContent('180 dni')
    expect(container).toHaveTextContent('Soglasje za analitične piškotke lahko kadar koli prekličete.')
    expect(await axe(container)).toHaveNoViolations()
  })

  it('says what it knows when facts and settings are missing, never a placeholder (English, a bare firm)', async () => {
    const content = privacyNotice('en', { contactRetentionDays: null, analytics: false }, bareFirm)
    const { container } = renderScreen('en', <PrivacyScreen content={content} />)
    expect(screen.getByText('The controller of your personal data is Firma d.o.o.')).toBeInTheDocument()
    expect(container).toHaveTextContent('write to us through the contact form')
    expect(container).toHaveTextContent(
      'We keep messages for as long as we need them for our conversation with you',
    )
    expect(container).toHaveTextContent('This website currently uses no analytics')
    // Nothing to withdraw where nothing was asked: the rights name analytics consent only with analytics.
    expect(container.textContent).not.toMatch(/consent to analytics/i)
    expect(screen.queryByRole('row', { name: /_ga/ })).toBeNull()
    expect(container.textContent).not.toMatch(/\[|placeholder|undefined|null/i)
    expect(await axe(container)).toHaveNoViolations()
  })
})

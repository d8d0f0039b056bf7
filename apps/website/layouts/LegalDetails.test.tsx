import { screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { legalDetails } from '../content/firm/views.js'
import { bareFirm, completeFirm } from '../testing/firms.js'
import { renderScreen } from '../testing/renderScreen.js'
import { LegalDetails } from './LegalDetails.js'

describe('LegalDetails', () => {
  it('states the name, registered office, registry court, registration and VAT numbers and share capital (Slovenian)', async () => {
    const { container } = renderScreen('sl', <LegalDetails details={legalDetails('sl', completeFirm)} />)
    const group = screen.getByRole('group', { name: 'Podatki o\u00a0podjetju' })
    expect(group).toHaveTextContent('Zgledna programska oprema d.o.o., Vzorčna ulica 12, 1000 Ljubljana')
    expect(group).toHaveTextContent('Registrsko sodišče: Okrožno sodišče v Ljubljani')
    expect(group).toHaveTextContent('Matična številka: 9876543000')
    expect(group).toHaveTextContent('ID za DDV: SI98765432')
    expect(group).toHaveTextContent(/Osnovni kapital: 8500,00\s€/)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('states the same in English', () => {
    renderScreen('en', <LegalDetails details={legalDetails('en', completeFirm)} />)
    const group = screen.getByRole('group', { name: 'Company details' })
    expect(group).toHaveTextContent('Registry court: Ljubljana District Court')
    expect(group).toHaveTextContent('Share capital: €8,500.00')
  })

  it('leaves out every detail the facts do not give: only the name remains', () => {
    renderScreen('sl', <LegalDetails details={legalDetails('sl', bareFirm)} />)
    const group = screen.getByRole('group', { name: 'Podatki o\u00a0podjetju' })
    expect(group).toHaveTextContent(/^Firma d\.o\.o\.$/)
    expect(group.querySelector('dl')).toBeNull()
  })
})

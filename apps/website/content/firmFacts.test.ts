import { locales } from '@firma/i18n'
import { describe, expect, it } from 'vitest'
import { factText, firmFacts, placeholdersByPage, placeholderText } from './firmFacts.js'
import { productCatalogue, siteContent, teamMembers } from './index.js'

describe('facts about the firm', () => {
  it('shows a placeholder recognisably, in the page’s language', () => {
    const label = { sl: 'e-poštni naslov', en: 'e-mail address' }
    expect(placeholderText(label, 'sl')).toBe('[nadomestno besedilo: e-poštni naslov]')
    expect(placeholderText(label, 'en')).toBe('[placeholder: e-mail address]')
    expect(factText('email', 'en')).toEqual({ supplied: false, text: '[placeholder: e-mail address]' })
    expect(factText('founded', 'sl')).toEqual({ supplied: true, text: '2008' })
  })

  it('marks every fact supplied (with a value in both languages) or placeholder, and names its pages', () => {
    for (const [id, fact] of Object.entries(firmFacts)) {
      expect(['supplied', 'placeholder'], id).toContain(fact.status)
      expect(fact.pages.length, id).toBeGreaterThan(0)
      for (const locale of locales) expect(fact.label[locale], id).not.toBe('')
      if (fact.status === 'supplied') {
        for (const locale of locales)
          expect((fact as { value?: Record<string, string> }).value?.[locale], id).toBeTruthy()
      }
    }
  })

  it('keeps the e-mail, phone, registration numbers, team, partners, testimonials and enforcement body as placeholders until supplied', () => {
    const open = new Set([...placeholdersByPage().values()].flat().map((entry) => entry.id))
    for (const id of [
      'legalName',
      'email',
      'phone',
      'registrationNumber',
      'vatNumber',
      'teamMembers',
      'partners',
      'testimonials',
      'enforcementBody',
    ]) {
      expect(open, id).toContain(id)
    }
  })

  it('invents nothing in the content: no example address, no named person, no claim beyond the specification', () => {
    for (const locale of locales) {
      const text = JSON.stringify([siteContent(locale), productCatalogue(locale), teamMembers(locale)])
      expect(text).not.toMatch(/example\.com|Inšpektorat|Inspectorate|load-tested|obremenilno preizkusili/)
      expect(text).not.toMatch(
        /users every day|vsak dan uporablja|vsak dan streže|hundreds of thousands|stotisoč/,
      )
      expect(teamMembers(locale).every((member) => !member.name.supplied && member.photo === null)).toBe(true)
    }
    expect(JSON.stringify(productCatalogue('en').iptvApplications)).toContain(
      'more than 200,000 clients or users',
    )
    expect(JSON.stringify(productCatalogue('sl').iptvApplications)).toMatch(
      /več kot 200\.000 strank(am)? ali uporabnik/i,
    )
  })
})

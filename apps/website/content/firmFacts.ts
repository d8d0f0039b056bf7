import type { Locale } from '@firma/i18n'

/**
 * Every fact about the firm that the firm itself must supply or confirm, in one place. The site is
 * copied into production as it is: what is not known yet is a placeholder, never an invented value.
 *
 * - `supplied`: known and confirmed (the product specification states it); shown as it is.
 * - `placeholder`: not known yet. A visitor sees the `label` as a recognisable placeholder,
 *   "[placeholder: e-mail address]" / "[nadomestno besedilo: e-poštni naslov]" (see `factText`),
 *   except where `shownAs` says what the site shows meanwhile.
 *
 * `pages` names where the fact appears (route ids, or `everyPage` for the layout's title and footer),
 * so `pnpm content check` can list the placeholders page by page. To fill one in: set `status` to
 * `supplied` and give the `value` (per language where it is text).
 */
export type FactStatus = 'supplied' | 'placeholder'

export type FactPage =
  | 'everyPage'
  | 'home'
  | 'about'
  | 'contact'
  | 'accessibilityStatement'
  | 'productCategories'
  | 'notShown'

export interface FirmFact {
  status: FactStatus
  /** What the fact is, per language: the text of its placeholder. */
  label: Record<Locale, string>
  /** The confirmed value, per language; empty while a placeholder. */
  value?: Record<Locale, string>
  pages: readonly FactPage[]
  /** What the site shows while the fact is a placeholder, when it cannot show the bracketed label. */
  shownAs?: string
}

const same = (text: string): Record<Locale, string> => ({ sl: text, en: text })

export const firmFacts = {
  legalName: {
    status: 'placeholder',
    label: { sl: 'ime podjetja', en: 'company name' },
    pages: ['everyPage'],
    shownAs:
      'the generic name "Firma" ("Company") in every page title and the footer, until the firm gives its name',
  },
  legalForm: {
    status: 'placeholder',
    label: { sl: 'pravnoorganizacijska oblika', en: 'legal form' },
    pages: ['everyPage'],
    shownAs: '"d.o.o." in every page title and the footer, until the firm confirms it',
  },
  registeredAddress: {
    status: 'placeholder',
    label: { sl: 'naslov sedeža', en: 'registered address' },
    pages: ['contact'],
  },
  city: {
    status: 'supplied',
    label: { sl: 'kraj sedeža', en: 'city' },
    value: same('Ljubljana'),
    pages: ['everyPage', 'about', 'contact', 'home'],
  },
  founded: {
    status: 'supplied',
    label: { sl: 'leto ustanovitve', en: 'year founded' },
    value: same('2008'),
    pages: ['home', 'about'],
  },
  email: {
    status: 'placeholder',
    label: { sl: 'e-poštni naslov', en: 'e-mail address' },
    pages: ['contact', 'accessibilityStatement'],
  },
  phone: {
    status: 'placeholder',
    label: { sl: 'telefonska številka', en: 'phone number' },
    pages: ['contact'],
  },
  registrationNumber: {
    status: 'placeholder',
    label: { sl: 'matična številka', en: 'company registration number' },
    pages: ['contact'],
  },
  vatNumber: {
    status: 'placeholder',
    label: { sl: 'identifikacijska številka za DDV', en: 'VAT number' },
    pages: ['contact'],
  },
  teamSize: {
    status: 'supplied',
    label: { sl: 'velikost ekipe', en: 'team size' },
    value: {
      sl: '9 zaposlenih, 2 zunanja sodelavca in 2 študenta',
      en: '9 employees, 2 contractors and 2 students',
    },
    pages: ['about'],
  },
  teamMembers: {
    status: 'placeholder',
    label: { sl: 'ime in vloga člana ekipe', en: 'name and role of a team member' },
    pages: ['about'],
  },
  partners: {
    status: 'placeholder',
    label: { sl: 'imena strank in partnerjev', en: 'names of customers and partners' },
    pages: ['home', 'about'],
    shownAs: 'neutral names such as "Telecom operator A", under a note that says they are placeholders',
  },
  testimonials: {
    status: 'placeholder',
    label: { sl: 'mnenja strank', en: 'customer testimonials' },
    pages: ['home', 'about'],
    shownAs: 'sample quotes, under a note that says they are placeholders',
  },
  enforcementBody: {
    status: 'placeholder',
    label: {
      sl: 'organ, ki nadzoruje dostopnost tega spletišča, in njegov naslov',
      en: 'the body that oversees the accessibility of this website, and how to reach it',
    },
    pages: ['accessibilityStatement'],
  },
  iptvClaims: {
    status: 'supplied',
    label: { sl: 'trditve o sistemih IPTV', en: 'IPTV claims' },
    value: {
      sl: 'več kot 20 aplikacij za sprejemnike; sistem IPTV za več kot 200.000 uporabnikov',
      en: 'more than 20 set-top box apps; an IPTV system for more than 200,000 clients or users',
    },
    pages: ['home', 'productCategories'],
  },
} as const satisfies Record<string, FirmFact>

export type FirmFactId = keyof typeof firmFacts

/** A placeholder as a visitor sees it, in the page's language. */
export function placeholderText(label: Record<Locale, string>, locale: Locale): string {
  return locale === 'sl' ? `[nadomestno besedilo: ${label.sl}]` : `[placeholder: ${label.en}]`
}

/** What the site shows for a fact: its value, or its recognisable placeholder. */
export type FactText = { supplied: true; text: string } | { supplied: false; text: string }

export function factText(id: FirmFactId, locale: Locale): FactText {
  const fact: FirmFact = firmFacts[id]
  if (fact.status === 'supplied' && fact.value) return { supplied: true, text: fact.value[locale] }
  return { supplied: false, text: placeholderText(fact.label, locale) }
}

/** The placeholders still to fill in, page by page (`pnpm content check`). */
export function placeholdersByPage(
  facts: Readonly<Record<string, FirmFact>> = firmFacts,
): Map<FactPage, { id: string; label: string; shownAs?: string }[]> {
  const byPage = new Map<FactPage, { id: string; label: string; shownAs?: string }[]>()
  for (const [id, fact] of Object.entries(facts)) {
    if (fact.status !== 'placeholder') continue
    for (const page of fact.pages) {
      const list = byPage.get(page) ?? []
      list.push({ id, label: fact.label.en, ...(fact.shownAs ? { shownAs: fact.shownAs } : {}) })
      byPage.set(page, list)
    }
  }
  return byPage
}

/** Where a fact appears, as the content check names it. */
export const factPageNames: Record<FactPage, string> = {
  everyPage: 'Every page (title suffix, footer)',
  home: 'Home (/, /en)',
  about: 'About us (/o-nas, /en/about-us)',
  contact: 'Contact (/kontakt, /en/contact-us)',
  accessibilityStatement: 'Accessibility statement (/izjava-o-dostopnosti, /en/accessibility-statement)',
  productCategories: 'Product category pages (/produkti/…, /en/products/…)',
  notShown: 'Not shown on any page',
}

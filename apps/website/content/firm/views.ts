// The facts about the firm as the screens show them, in one language (the case studies: caseViews.ts).
// Each takes the facts as an argument (the pages pass the site's own, `firm`) so the tests can render a complete, fictional firm.
import type { Locale } from '@firma/i18n'
import { sharedWordsIn } from '../shared/words.js'
import type { LegalDetailsData, PartnerGroup, TeamMember, Testimonial } from '../types.js'
import { firm } from './index.js'
import { type FirmFacts, partnerKinds } from './schema.js'

/** A stable id from a name, for keys and fragment ids: "Ana Novak" → "ana-novak". */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The named team members, in the file's order; empty until the firm names them. */
export function teamMembers(locale: Locale, facts: FirmFacts): TeamMember[] {
  return facts.team.members.map((member) => ({
    id: slug(member.name),
    name: member.name,
    role: member.role[locale],
    photo: member.photo ? { src: member.photo.src, alt: member.photo.alt[locale] } : null,
  }))
}

/**
 * Customers and partners by kind (telecom, media, government, universities, others). Every kind is
 * there, with the names of that kind the firm has given (none yet is fine: the kind is still true).
 */
export function partnerGroups(locale: Locale, facts: FirmFacts): PartnerGroup[] {
  const titles = sharedWordsIn(locale).partnerGroupTitles
  return partnerKinds.map((kind) => ({
    id: kind,
    title: titles[kind],
    partners: facts.partners
      .filter((partner) => partner.kind === kind)
      .map((partner) => ({
        id: slug(partner.name),
        name: partner.name,
        ...(partner.logo ? { logo: partner.logo } : {}),
      })),
  }))
}

/** The customers' quotes the firm has supplied, in the file's order; empty hides the section. */
export function testimonials(locale: Locale, facts: FirmFacts): Testimonial[] {
  return facts.testimonials.map((testimonial, index) => ({
    id: `testimonial-${index + 1}`,
    text: testimonial.text[locale],
    author: testimonial.author,
    authorTitle: testimonial.authorTitle[locale],
  }))
}

/**
 * What Slovenian company law expects a company's website to state: the name with the legal form, the
 * registered office, the registry court and registration number, the VAT number and the share
 * capital. Those the facts do not give are left out.
 */
export function legalDetails(locale: Locale, facts: FirmFacts): LegalDetailsData {
  const labels = sharedWordsIn(locale).legalDetails
  const registration = facts.registration ?? {}
  const euros = new Intl.NumberFormat(locale === 'sl' ? 'sl-SI' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  })
  const entries = [
    { label: labels.registryCourt, value: registration.court?.[locale] },
    { label: labels.registrationNumber, value: registration.number },
    { label: labels.vatNumber, value: registration.vatNumber },
    {
      label: labels.shareCapital,
      value: registration.shareCapital === undefined ? undefined : euros.format(registration.shareCapital),
    },
  ]
  return {
    label: labels.label,
    name: `${facts.name} ${facts.legalForm}`,
    office: facts.address
      ? `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`
      : null,
    entries: entries.flatMap(({ label, value }) => (value ? [{ label, value }] : [])),
  }
}

/**
 * What every page's header and footer show of the firm: the wordmark's name and legal form, and the
 * contact details the firm has supplied (null until then).
 */
export function firmFrame(locale: Locale): Vike.PageContext['firmFrame'] {
  return {
    name: firm.name,
    legalForm: firm.legalForm,
    city: firm.founded.city,
    // The site's own label, as the contact page names it; not Intl.DisplayNames in the browser, whose
    // first use loads ICU's region names, 80–100 ms on a slow phone mid-hydration (SPEED.md).
    country: sharedWordsIn(locale).country,
    address: firm.address ?? null,
    email: firm.email ?? null,
    phone: firm.phone ?? null,
  }
}

import type { Locale } from '@firma/i18n'
import type { PartnerGroup, PartnerGroupId, Testimonial } from './types.js'

// ---------------------------------------------------------------------------------------------------
// PLACEHOLDERS. The firm has named the kinds of customers and partners but not yet their names, and
// the site must never present a real organisation as a customer without its consent. Replace each
// entry below with the real name (names only, no logos or descriptions) and set `placeholder: false`; replace
// the testimonials with consented quotes. Both languages live side by side so they stay in step.
// ---------------------------------------------------------------------------------------------------

type Localized = { sl: string; en: string }

const groupTitles: Record<PartnerGroupId, Localized> = {
  telecom: { sl: 'Telekomunikacijski operaterji', en: 'Telecom operators' },
  media: { sl: 'Mediji', en: 'Media' },
  government: {
    sl: 'Evropske in slovenske državne ustanove',
    en: 'EU and Slovenian government institutions',
  },
  universities: { sl: 'Univerze', en: 'Universities' },
  others: { sl: 'Drugi', en: 'Others' },
}

const partnerEntries: Record<PartnerGroupId, { id: string; name: Localized; placeholder: boolean }[]> = {
  telecom: [
    {
      id: 'telecom-a',
      name: { sl: 'Telekomunikacijski operater A', en: 'Telecom operator A' },
      placeholder: true,
    },
    {
      id: 'telecom-b',
      name: { sl: 'Telekomunikacijski operater B', en: 'Telecom operator B' },
      placeholder: true,
    },
    {
      id: 'telecom-c',
      name: { sl: 'Telekomunikacijski operater C', en: 'Telecom operator C' },
      placeholder: true,
    },
  ],
  media: [
    { id: 'media-a', name: { sl: 'Medijska hiša A', en: 'Media house A' }, placeholder: true },
    { id: 'media-b', name: { sl: 'Medijska hiša B', en: 'Media house B' }, placeholder: true },
    { id: 'media-c', name: { sl: 'Založnik C', en: 'Publisher C' }, placeholder: true },
  ],
  government: [
    {
      id: 'eu-institution-a',
      name: { sl: 'Evropska ustanova A', en: 'EU institution A' },
      placeholder: true,
    },
    {
      id: 'eu-institution-b',
      name: { sl: 'Evropska ustanova B', en: 'EU institution B' },
      placeholder: true,
    },
    {
      id: 'si-institution-a',
      name: { sl: 'Slovenska državna ustanova A', en: 'Slovenian government institution A' },
      placeholder: true,
    },
    {
      id: 'si-institution-b',
      name: { sl: 'Slovenska državna ustanova B', en: 'Slovenian government institution B' },
      placeholder: true,
    },
  ],
  universities: [
    { id: 'university-a', name: { sl: 'Univerza A', en: 'University A' }, placeholder: true },
    { id: 'university-b', name: { sl: 'Fakulteta B', en: 'Faculty B' }, placeholder: true },
  ],
  others: [
    { id: 'other-a', name: { sl: 'Podjetje A', en: 'Company A' }, placeholder: true },
    { id: 'other-b', name: { sl: 'Športna zveza B', en: 'Sports federation B' }, placeholder: true },
    {
      id: 'other-c',
      name: { sl: 'Nevladna organizacija C', en: 'Non-profit organisation C' },
      placeholder: true,
    },
  ],
}

const groupOrder: PartnerGroupId[] = ['telecom', 'media', 'government', 'universities', 'others']

/** Customers and partners in `locale`, grouped: telecom, media, government, universities, others. */
export function partnerGroups(locale: Locale): PartnerGroup[] {
  return groupOrder.map((id) => ({
    id,
    title: groupTitles[id][locale],
    partners: partnerEntries[id].map((entry) => ({
      id: entry.id,
      name: entry.name[locale],
      placeholder: entry.placeholder,
    })),
  }))
}

const testimonialEntries: {
  id: string
  text: Localized
  author: Localized
  authorTitle: Localized
  placeholder: boolean
}[] = [
  {
    id: 'testimonial-telecom',
    text: {
      sl: 'Nadomestno mnenje: tu bo objavljeno mnenje telekomunikacijskega operaterja o sodelovanju pri sistemu IPTV, ko ga bomo prejeli z dovoljenjem za objavo.',
      en: 'Placeholder quote: a telecom operator’s view of working with us on its IPTV system will appear here once we have permission to publish it.',
    },
    author: { sl: 'Ime in priimek (nadomestno)', en: 'Full name (placeholder)' },
    authorTitle: {
      sl: 'Vodja razvoja, telekomunikacijski operater A',
      en: 'Head of development, Telecom operator A',
    },
    placeholder: true,
  },
  {
    id: 'testimonial-media',
    text: {
      sl: 'Nadomestno mnenje: tu bo objavljeno mnenje uredništva o uvedbi uredniškega sistema, ko ga bomo prejeli z dovoljenjem za objavo.',
      en: 'Placeholder quote: a newsroom’s view of rolling out our editorial system will appear here once we have permission to publish it.',
    },
    author: { sl: 'Ime in priimek (nadomestno)', en: 'Full name (placeholder)' },
    authorTitle: { sl: 'Odgovorni urednik, medijska hiša A', en: 'Editor-in-chief, Media house A' },
    placeholder: true,
  },
  {
    id: 'testimonial-government',
    text: {
      sl: 'Nadomestno mnenje: tu bo objavljeno mnenje javne ustanove o konferenčno-glasovalnem sistemu, ko ga bomo prejeli z dovoljenjem za objavo.',
      en: 'Placeholder quote: a public institution’s view of our conference voting system will appear here once we have permission to publish it.',
    },
    author: { sl: 'Ime in priimek (nadomestno)', en: 'Full name (placeholder)' },
    authorTitle: {
      sl: 'Generalni sekretar, slovenska državna ustanova A',
      en: 'Secretary-general, Slovenian government institution A',
    },
    placeholder: true,
  },
  {
    id: 'testimonial-university',
    text: {
      sl: 'Nadomestno mnenje: tu bo objavljeno mnenje univerze o oceni dostopnosti njenih spletnih strani, ko ga bomo prejeli z dovoljenjem za objavo.',
      en: 'Placeholder quote: a university’s view of our accessibility evaluation of its websites will appear here once we have permission to publish it.',
    },
    author: { sl: 'Ime in priimek (nadomestno)', en: 'Full name (placeholder)' },
    authorTitle: {
      sl: 'Vodja službe za komuniciranje, univerza A',
      en: 'Head of communications, University A',
    },
    placeholder: true,
  },
]

/** The four partner opinions, in `locale`. */
export function testimonials(locale: Locale): Testimonial[] {
  return testimonialEntries.map((entry) => ({
    id: entry.id,
    text: entry.text[locale],
    author: entry.author[locale],
    authorTitle: entry.authorTitle[locale],
    placeholder: entry.placeholder,
  }))
}

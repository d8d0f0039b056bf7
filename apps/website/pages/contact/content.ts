// The contact screen's data in one language, from the page's words (./sl.yaml, ./en.yaml) and the
// firm's facts (the channels besides the form). Built on the server by +data.ts; the component tests
// build it with the firms of testing/firms.ts.
import {
  buildPath,
  createTranslator,
  type Locale,
  navMessageKey,
  type ProductCategoryRouteId,
} from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { howWeWorkGiven } from '../../content/firm/howWeWork.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import { teamMembers } from '../../content/firm/views.js'
import { sharedWordsIn } from '../../content/shared/words.js'
import { fill } from '../../content/wordsSchema.js'
import { wordsIn } from './words.js'

export interface ContactScreenContent {
  contact: { intro: string[] }
  /** What the form starts with when the page's address names a product family (`?tema=…`). */
  prefill: { message: string } | null
  labels: {
    contactIntroHeading: string
    contactOther: string
    contactEmailLabel: string
    contactPhoneLabel: string
    contactAddressLabel: string
    contactPrivacyLink: string
    offersLabel: string
  }
  /** The channels besides the form that the firm has given; none is fine (the form is the channel). */
  details: { email?: string; phone?: string; address?: string[] }
  /**
   * The person who answers about offers (content/firm.yaml `offersContact`, one of the team): name,
   * role, photo and a direct line; null until the firm names one.
   */
  offers: {
    name: string
    role: string
    photo: { src: string; alt: string } | null
    phone: string | null
    email: string | null
  } | null
  /** The page on how we deliver, support and secure our work, once the facts give any of it. */
  howWeWork: { href: string; text: string } | null
  /** The column beside the form: what follows a message, and what to write in it. */
  page: {
    afterSending: { heading: string; steps: string[]; accessibility: string }
    whatToWrite: { heading: string; intro: string; points: string[] }
  }
}

export function contactScreenContent(
  locale: Locale,
  topic: ProductCategoryRouteId | undefined,
  facts: FirmFacts,
): ContactScreenContent {
  const { t } = createTranslator(locale, getMessages(locale))
  const words = wordsIn(locale)
  const { address } = facts
  return {
    contact: { intro: words.intro },
    prefill: topic ? { message: `${fill(words.topicLine, { family: t(navMessageKey(topic)) })}\n\n` } : null,
    labels: {
      contactIntroHeading: words.labels.introHeading,
      contactOther: words.labels.other,
      contactEmailLabel: words.labels.email,
      contactPhoneLabel: words.labels.phone,
      contactAddressLabel: words.labels.address,
      contactPrivacyLink: words.labels.privacyLink,
      offersLabel: words.labels.offers,
    },
    details: {
      ...(facts.email ? { email: facts.email } : {}),
      ...(facts.phone ? { phone: facts.phone } : {}),
      ...(address
        ? {
            address: [address.street, `${address.postalCode} ${address.city}`, sharedWordsIn(locale).country],
          }
        : {}),
    },
    offers: offersContact(locale, facts),
    howWeWork: howWeWorkGiven(facts.howWeWork)
      ? { href: buildPath('howWeWork', locale), text: words.howWeWorkLink }
      : null,
    page: { afterSending: words.afterSending, whatToWrite: words.whatToWrite },
  }
}

/** The contact for offers with the role and photo of the team member the facts name (load.ts checks them). */
function offersContact(locale: Locale, facts: FirmFacts): ContactScreenContent['offers'] {
  const contact = facts.offersContact
  const member = contact && teamMembers(locale, facts).find((person) => person.name === contact.name)
  if (!contact || !member) return null
  return {
    name: member.name,
    role: member.role,
    photo: member.photo,
    phone: contact.phone ?? null,
    email: contact.email ?? null,
  }
}

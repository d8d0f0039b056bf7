// The privacy notice's data in one language: the page's text (./sl.md, ./en.md) with the facts
// filled in and the cookie table built. What the notice says comes from what the code does: the contact form (server/contact), the
// consent banner and analytics (client/analytics.ts), the cookies and their lifetimes (the constants
// below come from the code that sets them), and what the firm supplies in content/firm.yaml (who it
// is, its mail and hosting providers). A fact the facts do not give is left out of the text (the
// file's `otherwise` paragraph), never guessed.
import { COOKIE_NAME as PREFERENCES_COOKIE } from '@firma/a11y-widget/server'
import { LOCALE_COOKIE, type Locale, PREFERENCE_COOKIE_MAX_AGE } from '@firma/i18n'
import { CONSENT_COOKIE, PREVIEW_NOTICE_COOKIE } from '../../config/site.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import { countNoun } from '../../content/plural.js'
import { fill } from '../../content/wordsSchema.js'
import { type privacyConditions, type privacyCookies, wordsIn } from './words.js'

/** What the notice depends on besides the facts: the server's configuration. */
export interface PrivacyConfig {
  /** CONTACT_RETENTION_DAYS; null when unset (messages are kept until the operator deletes them). */
  contactRetentionDays: number | null
  /** Whether analytics are configured (ANALYTICS_ID); without it no analytics cookie is ever set. */
  analytics: boolean
}

/** A section of the notice: its paragraphs, and where the cookie table stands among them. */
export interface PrivacySection {
  id: string
  title: string
  blocks: ({ paragraph: string } | { cookieTable: true })[]
}

export interface PrivacyNoticeContent {
  intro: string[]
  sections: PrivacySection[]
  /** The cookies, one row each: name, purpose, lifetime. */
  cookies: { caption: string; headers: [string, string, string]; rows: [string, string, string][] }
}

const preferenceDays = PREFERENCE_COOKIE_MAX_AGE / 86_400

/** The cookies' names as the code sets them (Google Analytics names its own). */
const cookieNames: Record<(typeof privacyCookies)[number], string> = {
  consent: CONSENT_COOKIE,
  locale: LOCALE_COOKIE,
  preferences: PREFERENCES_COOKIE,
  previewNotice: PREVIEW_NOTICE_COOKIE,
  analytics: '_ga, _ga_…',
}

function provider(
  entry: { name: string; country?: { sl: string; en: string } } | undefined,
  locale: Locale,
): string | undefined {
  if (!entry) return undefined
  return entry.country ? `${entry.name} (${entry.country[locale]})` : entry.name
}

/** The privacy notice in `locale`, for the given configuration and facts. */
export function privacyNotice(locale: Locale, config: PrivacyConfig, facts: FirmFacts): PrivacyNoticeContent {
  const words = wordsIn(locale)
  const days = (count: number) => countNoun(locale, count, words.days)
  const email = facts.privacy?.email ?? facts.email
  const mail = provider(facts.privacy?.mailProvider, locale)
  const hosting = provider(facts.privacy?.hostingProvider, locale)
  const retention = config.contactRetentionDays
  const values: Record<string, string> = {
    name: `${facts.name} ${facts.legalForm}`,
    ...(facts.address
      ? { office: `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}` }
      : {}),
    ...(email ? { email } : {}),
    ...(hosting ? { hosting } : {}),
    ...(mail ? { mail } : {}),
    ...(retention === null ? {} : { retentionDays: days(retention) }),
    preferenceDays: days(preferenceDays),
  }
  const given: Record<(typeof privacyConditions)[number], boolean> = {
    office: 'office' in values,
    email: 'email' in values,
    hosting: 'hosting' in values,
    mail: 'mail' in values,
    retention: retention !== null,
    analytics: config.analytics,
  }
  const { cookies } = words
  const row = (cookie: (typeof privacyCookies)[number]): [string, string, string] => [
    cookieNames[cookie],
    cookies[cookie].purpose,
    fill(cookies[cookie].lifetime, values),
  ]
  /** A block's paragraphs with the facts filled in: a paragraph, or those its fact chooses. */
  const paragraphs = (block: (typeof words.intro)[number]): string[] => {
    if ('text' in block) return [fill(block.text, values)]
    if ('if' in block)
      return (given[block.if] ? block.given : block.otherwise).map((text) => fill(text, values))
    return []
  }
  return {
    intro: words.intro.flatMap(paragraphs),
    sections: words.sections.map(({ id, title, blocks }) => ({
      id,
      title,
      blocks: blocks.flatMap((block): PrivacySection['blocks'] =>
        'part' in block
          ? [{ cookieTable: true as const }]
          : paragraphs(block).map((paragraph) => ({ paragraph })),
      ),
    })),
    cookies: {
      caption: cookies.caption,
      headers: cookies.headers,
      rows: [
        row('consent'),
        row('locale'),
        row('preferences'),
        row('previewNotice'),
        ...(config.analytics ? [row('analytics')] : []),
      ],
    },
  }
}

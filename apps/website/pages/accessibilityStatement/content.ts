// The accessibility statement's data in one language, from the page's words (./sl.yaml, ./en.yaml)
// and the firm's facts (its feedback address, the body overseeing the site). Built on the server by
// +data.ts; the component tests build it with the firms of testing/firms.ts.
import type { Locale } from '@firma/i18n'
import type { FirmFacts } from '../../content/firm/schema.js'
import type { AccessibilityStatementContent } from '../../content/types.js'
import { fill } from '../../content/wordsSchema.js'
import { wordsIn } from './words.js'

export interface AccessibilityStatementScreenContent {
  accessibility: AccessibilityStatementContent
  labels: {
    statementConformance: string
    statementConformanceValue: string
    statementPrepared: string
    statementFeedback: string
    statementFeedbackValue: string
  }
  /** The feedback address and its link's name, when the firm has given one (content/firm.yaml). */
  email: { address: string; linkText: string } | null
  /** The body a visitor may turn to, when one oversees this site (the section is left out otherwise). */
  enforcementBody: { name: string; address?: string; email?: string; url?: string } | null
}

export function accessibilityStatementScreenContent(
  locale: Locale,
  facts: FirmFacts,
): AccessibilityStatementScreenContent {
  const words = wordsIn(locale)
  const body = facts.accessibilityEnforcementBody
  return {
    accessibility: {
      preparedOn: words.preparedOn,
      intro: words.intro,
      sections: words.sections.filter((section) => section.id !== 'enforcement' || body),
      contactLinkText: words.contactLinkText,
    },
    labels: {
      statementConformance: words.labels.conformance,
      statementConformanceValue: words.labels.conformanceValue,
      statementPrepared: words.labels.prepared,
      statementFeedback: words.labels.feedback,
      statementFeedbackValue: words.labels.feedbackValue,
    },
    email: facts.email
      ? { address: facts.email, linkText: fill(words.emailLink, { email: facts.email }) }
      : null,
    enforcementBody: body ? { ...body, name: body.name[locale] } : null,
  }
}

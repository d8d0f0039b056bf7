// The case studies list's data in one language: its words and every case as a summary (the cases
// with a page of their own link to it). Built on the server by +data.ts; the component tests build it
// too, with the firms of testing/firms.ts.
import { buildPath, type Locale } from '@firma/i18n'
import { caseSummaries } from '../../content/firm/caseViews.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import type { CaseStudyView } from '../../content/types.js'
import { wordsIn } from './words.js'

export interface CaseStudiesScreenContent {
  intro: string
  /** Every case, best first; never empty (a firm without cases has no such page). */
  cases: CaseStudyView[]
  linksLabel: string
  nextStep: { title: string; text: string; action: { href: string; text: string } }
}

/** The list's content; undefined for a firm that has given no case (the page is then a 404). */
export function caseStudiesScreenContent(
  locale: Locale,
  facts: FirmFacts,
): CaseStudiesScreenContent | undefined {
  const cases = caseSummaries(locale, facts)
  if (cases.length === 0) return undefined
  const words = wordsIn(locale)
  return {
    intro: words.intro,
    cases,
    linksLabel: words.linksLabel,
    nextStep: {
      title: words.nextStep.title,
      text: words.nextStep.text,
      action: { href: buildPath('contact', locale), text: words.nextStep.action },
    },
  }
}

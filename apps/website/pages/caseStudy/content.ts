// A case study page's data in one language: the case (content/firm/caseViews.ts) and the page's
// words. Built on the server by +data.ts; the component tests build it too, with testing/firms.ts.
import { buildPath, type Locale } from '@firma/i18n'
import { type CaseStudyPage, caseStudyPage } from '../../content/firm/caseViews.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import type { PageTexts } from '../../shared/pageTexts.js'
import { headerWords } from '../headerWords.js'
import { wordsIn } from './words.js'

export interface CaseStudyScreenContent {
  case: CaseStudyPage
  /** The page's header and head texts: the case's title, its client and its description. */
  header: PageTexts
  breadcrumbs: { label: string; items: { href: string; text: string }[] }
  labels: {
    facts: string
    products: string
    outcomes: string
    pictures: string
    quote: string
    allCases: { href: string; text: string }
  }
  /** The offer of a call with the client, when the client takes one. */
  referenceCall: { title: string; text: string; action: { href: string; text: string } } | null
  nextStep: { title: string; text: string; action: { href: string; text: string } }
}

/** The page of case `id`; undefined when the facts have no such case with a page of its own. */
export function caseStudyScreenContent(
  locale: Locale,
  facts: FirmFacts,
  id: string,
): CaseStudyScreenContent | undefined {
  const words = wordsIn(locale)
  const entry = caseStudyPage(locale, facts, id, words.facts)
  if (!entry) return undefined
  const contact = buildPath('contact', locale)
  const list = { href: buildPath('caseStudies', locale), text: words.allCases }
  return {
    case: entry,
    header: {
      title: entry.title,
      subtitle: entry.facts
        .slice(0, 2)
        .map((fact) => fact.value)
        .join(' · '),
      description: entry.description,
    },
    breadcrumbs: {
      label: words.breadcrumbsLabel,
      items: [
        { href: buildPath('home', locale), text: words.home },
        { href: list.href, text: headerWords('caseStudies', locale).title },
      ],
    },
    labels: {
      facts: words.factsHeading,
      products: words.facts.products,
      outcomes: words.outcomesHeading,
      pictures: words.picturesHeading,
      quote: words.quoteHeading,
      allCases: list,
    },
    referenceCall: entry.referenceCall
      ? {
          title: words.referenceCall.title,
          text: words.referenceCall.text,
          action: { href: contact, text: words.referenceCall.action },
        }
      : null,
    nextStep: {
      title: words.nextStep.title,
      text: words.nextStep.text,
      action: { href: contact, text: words.nextStep.action },
    },
  }
}

// The about screen's data in one language, from the page's words (./sl.yaml, ./en.yaml) and the firm's
// facts. Built on the server by +data.ts; the component tests build it with the firms of testing/firms.ts.
import { buildPath, type Locale } from '@firma/i18n'
import { figureValues } from '../../content/figures.js'
import { caseSummaries } from '../../content/firm/caseViews.js'
import { howWeWorkGiven } from '../../content/firm/howWeWork.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import { partnerGroups, teamMembers, testimonials } from '../../content/firm/views.js'
import { countNoun } from '../../content/plural.js'
import { sharedWordsIn } from '../../content/shared/words.js'
import type {
  AboutContent,
  PartnerGroup,
  TeamComposition,
  TeamMember,
  Testimonial,
} from '../../content/types.js'
import { fill } from '../../content/wordsSchema.js'
import { headerWords } from '../headerWords.js'
import { wordsIn } from './words.js'

export interface AboutScreenContent {
  /** The closing call to action, to the contact page. */
  nextStep: { title: string; text: string; action: { href: string; text: string } }
  about: AboutContent
  labels: { aboutFactsHeading: string }
  /** The team by kind and number, always shown. */
  teamComposition: TeamComposition[]
  /** The named members; empty until the firm names them. */
  team: TeamMember[]
  partnerGroups: PartnerGroup[]
  testimonials: Testimonial[]
  /**
   * The firm's case studies, each by its title and client, linked to its own page (or, with too few
   * facts for one, to the list); null when the facts give none.
   */
  cases: {
    heading: string
    intro: string
    entries: { id: string; title: string; client: string; href: string }[]
  } | null
  /** The page on how a project runs, support and security, once the facts give any of it. */
  howWeWork: { href: string; text: string } | null
  /** The site's own accessibility, beside the principles, with the link to the statement. */
  accessibility: { text: string; link: { href: string; text: string } }
  /** The headings of the team, customers and testimonials sections. */
  page: { sections: { team: string; partners: string; testimonials: string } }
}

/** The team by kind and number: "9 zaposlenih", "2 zunanja sodelavca", "2 študenta". */
function teamComposition(locale: Locale, facts: FirmFacts): TeamComposition[] {
  const forms = wordsIn(locale).team
  return (['employees', 'contractors', 'students'] as const)
    .filter((kind) => facts.team[kind] > 0)
    .map((kind) => ({
      kind,
      count: facts.team[kind],
      text: countNoun(locale, facts.team[kind], forms[kind]),
    }))
}

function caseLinks(locale: Locale, facts: FirmFacts): AboutScreenContent['cases'] {
  const cases = caseSummaries(locale, facts)
  if (cases.length === 0) return null
  const list = headerWords('caseStudies', locale)
  return {
    heading: list.title,
    intro: list.subtitle,
    entries: cases.map(({ id, title, client, href }) => ({
      id,
      title,
      client,
      href: href ?? buildPath('caseStudies', locale),
    })),
  }
}

export function aboutScreenContent(locale: Locale, facts: FirmFacts): AboutScreenContent {
  const words = wordsIn(locale)
  const values = {
    founded: facts.founded.year,
    city: facts.address?.city ?? facts.founded.city,
    ...figureValues(locale, facts),
  }
  return {
    nextStep: {
      title: words.nextStep.title,
      text: words.nextStep.text,
      action: { href: buildPath('contact', locale), text: words.nextStep.action },
    },
    about: {
      intro: words.intro.map((paragraph) => fill(paragraph, values)),
      // A figure the facts do not give (`figures:` left out) is left out of the facts in brief.
      facts: words.facts.flatMap(({ value, label }) => {
        const filled = fill(value, values)
        return /\{\w+\}/.test(filled) ? [] : [{ value: filled, label }]
      }),
      factsTeamLabel: words.factsTeamLabel,
      teamIntro: words.teamIntro,
      partnersIntro: words.partnersIntro,
      partnerGroupTitles: sharedWordsIn(locale).partnerGroupTitles,
      values: words.values,
    },
    labels: { aboutFactsHeading: words.factsHeading },
    teamComposition: teamComposition(locale, facts),
    team: teamMembers(locale, facts),
    partnerGroups: partnerGroups(locale, facts),
    testimonials: testimonials(locale, facts),
    cases: caseLinks(locale, facts),
    howWeWork: howWeWorkGiven(facts.howWeWork)
      ? { href: buildPath('howWeWork', locale), text: words.howWeWorkLink }
      : null,
    accessibility: {
      text: words.accessibility.text,
      link: { href: buildPath('accessibilityStatement', locale), text: words.accessibility.linkText },
    },
    page: { sections: words.sections },
  }
}

// The firm's case studies as the screens show them, in one language: a summary wherever a case is
// listed (the list page, home, about, the product families' pages) and the whole case on its own page.
// Each takes the facts as an argument (the pages pass the site's own, `firm`), so the tests can render
// a complete, fictional firm and a firm with no case at all.
import {
  buildPath,
  createTranslator,
  type Locale,
  navMessageKey,
  type ProductCategoryRouteId,
} from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { figureText } from '../figures.js'
import { productCatalogue } from '../index.js'
import { countNoun, type PluralForms } from '../plural.js'
import type { CaseStudyView } from '../types.js'
import { type CaseFacts, type CaseStorySection, hasCasePage } from './cases.js'
import type { FirmFacts } from './schema.js'

type Outcome = CaseFacts['outcomes'][number]

const minus = (text: string) => text.replace(/^-/, '\u2212')

/**
 * What an outcome shows: its number with its unit ("0,8 s", "−35 %" in Slovenian, "0.8 s", "−35%" in
 * English), a change ("4 → 1"), or the firm's figure it names as "more than" it ("200.000+").
 */
function outcomeValue(locale: Locale, facts: FirmFacts, outcome: Outcome): string {
  if (outcome.figure !== undefined) {
    const figure = facts.figures[outcome.figure]
    return figure === undefined ? '' : `${figureText(locale, figure)}+`
  }
  const number = (value: number) => minus(figureText(locale, value))
  const value =
    outcome.from === undefined
      ? number(outcome.value ?? 0)
      : `${number(outcome.from)} → ${number(outcome.value ?? 0)}`
  const unit = typeof outcome.unit === 'object' ? outcome.unit[locale] : outcome.unit
  if (unit === undefined) return value
  // Slovenian keeps a number and its unit apart by a non-breaking space, „20 %“; English writes „20%“.
  return locale === 'en' && unit === '%' ? `${value}%` : `${value}\u00a0${unit}`
}

/** The case's client: its name, or the description of a client not named. */
function clientOf(locale: Locale, entry: CaseFacts): string {
  return entry.client.name ?? entry.client.description?.[locale] ?? ''
}

/** The ids of the cases with a page of their own (cases.ts, `hasCasePage`), in the facts' order. */
export function caseStudyIds(facts: FirmFacts): string[] {
  return facts.cases.filter(hasCasePage).map((entry) => entry.id)
}

/**
 * Every case as a summary, in the facts' order (best first), each with its links: to its own page
 * (named by its title) when it has one, then to the product families it involves.
 */
export function caseSummaries(locale: Locale, facts: FirmFacts): CaseStudyView[] {
  const { t } = createTranslator(locale, getMessages(locale))
  return facts.cases.map((entry) => {
    const story = entry.story[locale]
    const page = hasCasePage(entry) ? buildPath('caseStudy', locale, { id: entry.id }) : null
    const families = entry.families as ProductCategoryRouteId[]
    return {
      id: entry.id,
      title: story.title,
      client: clientOf(locale, entry),
      sector: entry.sector?.[locale] ?? null,
      logo: entry.client.logo ?? null,
      problem: story.problem,
      built: story.built,
      results: entry.outcomes.map((outcome) => ({
        value: outcomeValue(locale, facts, outcome),
        label: outcome.measures[locale],
      })),
      quote: entry.quote
        ? { text: entry.quote.text[locale], author: entry.quote.name, authorTitle: entry.quote.role[locale] }
        : null,
      families,
      href: page,
      links: [
        ...(page ? [{ href: page, label: story.title }] : []),
        ...families.map((family) => ({ href: buildPath(family, locale), label: t(navMessageKey(family)) })),
      ],
    }
  })
}

/**
 * The cases that involve product family `family` (one of its products), as summaries: what the
 * family's page shows under its cases, without the link to that page itself. Empty when none does.
 */
export function casesOfFamily(
  locale: Locale,
  facts: FirmFacts,
  family: ProductCategoryRouteId,
): CaseStudyView[] {
  const own = buildPath(family, locale)
  return caseSummaries(locale, facts)
    .filter((entry) => entry.families.includes(family))
    .map((entry) => ({ ...entry, links: entry.links.filter((link) => link.href !== own) }))
}

/** The words a case page needs to state its facts (pages/caseStudy/{sl,en}.yaml). */
interface CaseFactWords {
  client: string
  sector: string
  year: string
  duration: string
  months: PluralForms
  team: string
  people: PluralForms
  platforms: string
  technologies: string
  products: string
}

/** A case with a page of its own, in one language: everything its page shows. */
export interface CaseStudyPage {
  id: string
  title: string
  description: string
  client: string
  logo: string | null
  /** The facts as label and value, those the case gives, in a fixed order. */
  facts: { label: string; value: string }[]
  /** The firm's products it involves, each linked to its place on its family's page. */
  products: { title: string; href: string }[]
  outcomes: { value: string; label: string }[]
  sections: CaseStorySection[]
  pictures: { src: string; width: number; height: number; alt: string }[]
  quote: { text: string; author: string; authorTitle: string } | null
  referenceCall: boolean
}

/** The page of case `id` in `locale`; undefined when there is no such case or it has too few facts for a page. */
export function caseStudyPage(
  locale: Locale,
  facts: FirmFacts,
  id: string,
  words: CaseFactWords,
): CaseStudyPage | undefined {
  const entry = facts.cases.find((candidate) => candidate.id === id)
  if (!entry || !hasCasePage(entry)) return undefined
  const story = entry.story[locale]
  const catalogue = productCatalogue(locale)
  const products = entry.products.flatMap((productId) =>
    Object.values(catalogue).flatMap((family) =>
      family.products
        .filter((product) => product.id === productId)
        .map((product) => ({ title: product.title, href: `${buildPath(family.id, locale)}#${product.id}` })),
    ),
  )
  const list = (items: string[]) =>
    new Intl.ListFormat(locale === 'sl' ? 'sl-SI' : 'en-GB', { type: 'conjunction', style: 'long' }).format(
      items,
    )
  const factList: { label: string; value: string | undefined }[] = [
    { label: words.client, value: clientOf(locale, entry) },
    { label: words.sector, value: entry.sector?.[locale] },
    { label: words.year, value: entry.year === undefined ? undefined : String(entry.year) },
    {
      label: words.duration,
      value:
        entry.durationMonths === undefined
          ? undefined
          : countNoun(locale, entry.durationMonths, words.months),
    },
    {
      label: words.team,
      value: entry.teamSize === undefined ? undefined : countNoun(locale, entry.teamSize, words.people),
    },
    { label: words.platforms, value: entry.platforms.length > 0 ? list(entry.platforms) : undefined },
    {
      label: words.technologies,
      value: entry.technologies.length > 0 ? list(entry.technologies) : undefined,
    },
  ]
  return {
    id: entry.id,
    title: story.title,
    description: story.description,
    client: clientOf(locale, entry),
    logo: entry.client.logo ?? null,
    facts: factList.flatMap(({ label, value }) => (value ? [{ label, value }] : [])),
    products,
    outcomes: entry.outcomes.map((outcome) => ({
      value: outcomeValue(locale, facts, outcome),
      label: outcome.measures[locale],
    })),
    sections: story.sections,
    pictures: entry.pictures.map((picture) => ({
      src: picture.src,
      width: picture.width,
      height: picture.height,
      alt: picture.alt[locale],
    })),
    quote: entry.quote
      ? { text: entry.quote.text[locale], author: entry.quote.name, authorTitle: entry.quote.role[locale] }
      : null,
    referenceCall: entry.referenceCall,
  }
}

// A product family page's data in one language, from the page's words (./sl.yaml, ./en.yaml), the
// shared words and the product catalogue (content/products). Built on the server by +data.ts.
import { buildPath, type Locale, type ProductCategoryRouteId } from '@firma/i18n'
import { casesOfFamily } from '../../content/firm/caseViews.js'
import { howWeWorkGiven } from '../../content/firm/howWeWork.js'
import type { FirmFacts } from '../../content/firm/schema.js'
import { productCatalogue } from '../../content/index.js'
import { countNoun } from '../../content/plural.js'
import { sharedWordsIn } from '../../content/shared/words.js'
import type { CaseStudyView, ProductCategory } from '../../content/types.js'
import { contactTopicHref } from '../../shared/contactTopic.js'
import { wordsIn as caseStudiesWordsIn } from '../caseStudies/words.js'
import { headerIn, wordsIn } from './words.js'

export interface ProductCategoryScreenContent {
  /** The page header's title and subtitle (the screen draws the header, with the drawing of the work). */
  header: { title: string; subtitle: string }
  category: ProductCategory
  labels: {
    productsInCategory: string
    productAudienceHeading: string
    productNextStepHeading: string
    productNextStepText: string
    /** "(5 produktov)" after the list's heading; null for a family of one-off projects. */
    productCount: string | null
    casesHeading: string
    platformsHeading: string
    integrationsHeading: string
  }
  /**
   * The call to action, on the first screen and again at the end: the contact page with the family as
   * the message's topic.
   */
  nextStep: { href: string; text: string }
  /** The page on how we deliver, support and secure our work, once the facts give any of it. */
  howWeWork: { href: string; text: string } | null
  /**
   * What the family runs on and connects to, group by group, as the firm states it (content/firm.yaml
   * `platforms:`); null, no section.
   */
  platforms: { title: string; groups: { title: string; items: string[] }[] } | null
  /**
   * Pictures of the family's shipped work, as the firm supplies them (content/firm.yaml `gallery:`),
   * each with its size, its description and caption in the page's language, and its smaller copies as
   * a `srcset`; null, no section.
   */
  gallery: {
    title: string
    pictures: {
      src: string
      width: number
      height: number
      alt: string
      caption: string | null
      srcSet: string | null
    }[]
  } | null
  /** The case studies that involve this family, each linked to its own page; none, no section. */
  cases: CaseStudyView[]
  /** The name of each case's list of links, read out. */
  casesLinksLabel: string
}

export function productCategoryScreenContent(
  locale: Locale,
  categoryId: ProductCategoryRouteId,
  facts: FirmFacts,
): ProductCategoryScreenContent {
  const category = productCatalogue(locale)[categoryId]
  const { labels } = wordsIn(locale)
  const shared = sharedWordsIn(locale)
  const { title, subtitle } = headerIn(categoryId, locale)
  return {
    header: { title, subtitle },
    category,
    labels: {
      // One-off projects (the compact layout) are the firm's work for clients, not a product range.
      productsInCategory:
        category.layout === 'compact' ? labels.projectsInCategory : labels.productsInCategory,
      productAudienceHeading: shared.productAudienceHeading,
      productNextStepHeading: labels.nextStepHeading,
      productNextStepText: labels.nextStepText,
      productCount:
        category.layout === 'compact'
          ? null
          : countNoun(locale, category.products.length, shared.productCount),
      casesHeading: labels.casesHeading,
      platformsHeading: labels.platformsHeading,
      integrationsHeading: labels.integrationsHeading,
    },
    nextStep: { href: contactTopicHref(locale, categoryId), text: category.nextStep },
    howWeWork: howWeWorkGiven(facts.howWeWork)
      ? { href: buildPath('howWeWork', locale), text: labels.howWeWorkLink }
      : null,
    platforms: platformGroups(locale, facts, categoryId, labels.platformsTitle),
    gallery: galleryOf(locale, facts, categoryId, labels.galleryTitle),
    cases: casesOfFamily(locale, facts, categoryId),
    casesLinksLabel: caseStudiesWordsIn(locale).linksLabel,
  }
}

/** The family's platform groups in `locale`: a name reads the same in both languages. */
function platformGroups(
  locale: Locale,
  facts: FirmFacts,
  categoryId: ProductCategoryRouteId,
  title: string,
): ProductCategoryScreenContent['platforms'] {
  const groups = facts.platforms[categoryId]
  if (!groups) return null
  return {
    title,
    groups: groups.map((group) => ({
      title: group.title[locale],
      items: group.items.map((item) => (typeof item === 'string' ? item : item[locale])),
    })),
  }
}

/** The family's pictures in `locale`, each with its smaller copies (if any) as a `srcset`. */
function galleryOf(
  locale: Locale,
  facts: FirmFacts,
  categoryId: ProductCategoryRouteId,
  title: string,
): ProductCategoryScreenContent['gallery'] {
  const pictures = facts.gallery[categoryId]
  if (!pictures) return null
  return {
    title,
    pictures: pictures.map((picture) => ({
      src: picture.src,
      width: picture.width,
      height: picture.height,
      alt: picture.alt[locale],
      caption: picture.caption?.[locale] ?? null,
      srcSet:
        picture.smaller.length > 0
          ? [...picture.smaller, { src: picture.src, width: picture.width }]
              .map((copy) => `${copy.src} ${copy.width}w`)
              .join(', ')
          : null,
    })),
  }
}

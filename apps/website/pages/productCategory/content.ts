// A product family page's data in one language, from the page's words (./sl.yaml, ./en.yaml), the
// shared words and the product catalogue (content/products). Built on the server by +data.ts.
import type { Locale, ProductCategoryRouteId } from '@firma/i18n'
import type { FirmFacts } from '../../content/firm/schema.js'
import { caseStudies } from '../../content/firm/views.js'
import { productCatalogue } from '../../content/index.js'
import { countNoun } from '../../content/plural.js'
import { sharedWordsIn } from '../../content/shared/words.js'
import type { CaseStudyView, ProductCategory } from '../../content/types.js'
import { contactTopicHref } from '../../shared/contactTopic.js'
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
    productCount: string
    casesHeading: string
    platformsHeading: string
    integrationsHeading: string
  }
  /** The closing call to action: the contact page with the family as the message's topic. */
  nextStep: { href: string; text: string }
  /** The references that belong to this family (content/firm.yaml `cases`); none, no section. */
  cases: CaseStudyView[]
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
      productsInCategory: labels.productsInCategory,
      productAudienceHeading: shared.productAudienceHeading,
      productNextStepHeading: labels.nextStepHeading,
      productNextStepText: labels.nextStepText,
      productCount: countNoun(locale, category.products.length, shared.productCount),
      casesHeading: labels.casesHeading,
      platformsHeading: labels.platformsHeading,
      integrationsHeading: labels.integrationsHeading,
    },
    nextStep: { href: contactTopicHref(locale, categoryId), text: category.nextStep },
    cases: caseStudies(locale, facts, categoryId),
  }
}

// The products overview's data in one language, from the page's words (./sl.yaml, ./en.yaml), the
// shared words and the product catalogue (content/products). Built on the server by +data.ts.
import { buildPath, type Locale, type ProductCategoryRouteId } from '@firma/i18n'
import { familiesInSellingOrder, productCatalogue } from '../../content/index.js'
import type { MarkdownBlock } from '../../content/markdown.js'
import { countNoun } from '../../content/plural.js'
import { sharedWordsIn } from '../../content/shared/words.js'
import type { ImageAsset } from '../../content/types.js'
import { wordsIn } from './words.js'

export interface ProductsScreenContent {
  /** The closing call to action, to the contact page. */
  nextStep: { title: string; text: string; action: { href: string; text: string } }
  labels: { productAudienceHeading: string }
  categories: {
    id: ProductCategoryRouteId
    summary: string
    /** Who the family is for. */
    audience: string
    details: MarkdownBlock[]
    image: ImageAsset
    products: { id: string; title: string }[]
    /** "5 products" */
    productCount: string
    /** The link to the family's page. */
    learnMore: string
  }[]
}

export function productsScreenContent(locale: Locale): ProductsScreenContent {
  const words = wordsIn(locale)
  const shared = sharedWordsIn(locale)
  const catalogue = productCatalogue(locale)
  return {
    nextStep: {
      title: words.nextStep.title,
      text: words.nextStep.text,
      action: { href: buildPath('contact', locale), text: words.nextStep.action },
    },
    labels: { productAudienceHeading: shared.productAudienceHeading },
    // The firm's core first, one-off projects for clients last.
    categories: familiesInSellingOrder.map((id) => {
      const category = catalogue[id]
      return {
        id,
        summary: category.summary,
        audience: category.audience,
        details: category.details,
        image: category.image,
        products: category.products.map(({ id: productId, title }) => ({ id: productId, title })),
        productCount: countNoun(locale, category.products.length, shared.productCount),
        learnMore: words.learnMore[id],
      }
    }),
  }
}

// The products page's words (./sl.yaml, ./en.yaml): their schema and their loader.
import { type ProductCategoryRouteId, productCategoryRouteIds } from '@firma/i18n'
import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, nextStepFields, text } from '../../content/wordsSchema.js'

const schema = fields(
  {
    ...headerFields,
    learnMore: fields(
      Object.fromEntries(productCategoryRouteIds.map((id) => [id, text])) as Record<
        ProductCategoryRouteId,
        typeof text
      >,
      `the links to the families (${productCategoryRouteIds.join(', ')})`,
    ),
    nextStep: nextStepFields,
  },
  'the products page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/products',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

// The product family pages' words (./sl.yaml, ./en.yaml): their schema and their loader.
import { type Locale, type ProductCategoryRouteId, productCategoryRouteIds } from '@firma/i18n'
import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, text } from '../../content/wordsSchema.js'

const schema = fields(
  {
    families: fields(
      Object.fromEntries(
        productCategoryRouteIds.map((id) => [id, fields(headerFields, 'a page header')]),
      ) as Record<ProductCategoryRouteId, ReturnType<typeof fields<typeof headerFields>>>,
      `the product families (${productCategoryRouteIds.join(', ')})`,
    ),
    labels: fields(
      {
        platformsHeading: text,
        // The heading of the section of platforms and integrations the facts give (content/firm.yaml).
        platformsTitle: text,
        // The heading of the pictures of the family's shipped work the facts give (`gallery:`).
        galleryTitle: text,
        integrationsHeading: text,
        casesHeading: text,
        productsInCategory: text,
        // The list's heading in the compact layout (custom solutions): one-off work for clients.
        projectsInCategory: text,
        nextStepHeading: text,
        nextStepText: text,
        howWeWorkLink: text,
      },
      'the page’s labels (platformsHeading, platformsTitle, galleryTitle, integrationsHeading, casesHeading, productsInCategory, projectsInCategory, nextStepHeading, nextStepText, howWeWorkLink)',
    ),
  },
  'the product family pages',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/productCategory',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

/** A family's header words in `locale`. */
export const headerIn = (routeId: ProductCategoryRouteId, locale: Locale) => wordsIn(locale).families[routeId]

// The sitemap page's words (./sl.yaml, ./en.yaml): their schema and their loader.

import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, text } from '../../content/wordsSchema.js'

const schema = fields(
  {
    ...headerFields,
    sections: fields({ pages: text, products: text, posts: text }, 'the headings of pages, products, posts'),
    feedsHeading: text,
  },
  'the sitemap page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/sitemap',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

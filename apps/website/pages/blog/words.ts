// The blog page's words (./sl.yaml, ./en.yaml): their schema and their loader.

import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields } from '../../content/wordsSchema.js'

const schema = fields(headerFields, 'the blog page')

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/blog',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

// The blog post page's words (./sl.yaml, ./en.yaml): their schema and their loader.

import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, text } from '../../content/wordsSchema.js'

const schema = fields(
  { ...headerFields, labels: fields({ codeLanguage: text }, 'the labels (codeLanguage)') },
  'a post page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/blogPost',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

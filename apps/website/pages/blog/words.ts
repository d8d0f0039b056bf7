// The blog page's words (./sl.yaml, ./en.yaml): their schema and their loader.
import { fields, headerFields } from '../../content/copyFile.js'
import { wordsLoader } from '../../content/wordsLoader.js'

const schema = fields(headerFields, 'the blog page')

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/blog',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

// The case studies list's words (./sl.yaml, ./en.yaml): their schema and their loader.
import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, nextStepFields, text } from '../../content/wordsSchema.js'

const schema = fields(
  {
    ...headerFields,
    intro: text,
    // The name of each case's list of links (to its page and its product families), read out.
    linksLabel: text,
    nextStep: nextStepFields,
  },
  'the case studies list',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/caseStudies',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

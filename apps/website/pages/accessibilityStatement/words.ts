// The accessibility statement's words (./sl.yaml, ./en.yaml): their schema and their loader.
import * as v from 'valibot'
import { wordsLoader } from '../../content/wordsLoader.js'
import {
  fields,
  headerFields,
  listOf,
  proseSectionFields,
  template,
  text,
  texts,
} from '../../content/wordsSchema.js'

const schema = fields(
  {
    ...headerFields,
    preparedOn: v.pipe(text, v.isoDate('must be a date like 2024-01-31')),
    intro: texts,
    sections: listOf(proseSectionFields, 'sections'),
    emailLink: template(['email']),
    contactLinkText: text,
    labels: fields(
      { conformance: text, conformanceValue: text, prepared: text, feedback: text, feedbackValue: text },
      'the summary’s labels (conformance, conformanceValue, prepared, feedback, feedbackValue)',
    ),
  },
  'the accessibility statement',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/accessibilityStatement',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

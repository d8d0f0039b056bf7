// A case study page's words (./sl.yaml, ./en.yaml): their schema and their loader. The case's own
// texts are in its folder (docs/firm.md, "Adding a case study"); these are what every case page says.
import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, nextStepFields, pluralForms, text } from '../../content/wordsSchema.js'

const schema = fields(
  {
    // The header of a case page before its case is known (a case shows its own title and summary).
    ...headerFields,
    breadcrumbsLabel: text,
    home: text,
    factsHeading: text,
    facts: fields(
      {
        client: text,
        sector: text,
        year: text,
        duration: text,
        months: pluralForms,
        team: text,
        people: pluralForms,
        platforms: text,
        technologies: text,
        products: text,
      },
      'the labels of a case’s facts (client, sector, year, duration, months, team, people, platforms, technologies, products)',
    ),
    outcomesHeading: text,
    picturesHeading: text,
    quoteHeading: text,
    referenceCall: fields({ title: text, text, action: text }, 'the reference call (title, text, action)'),
    nextStep: nextStepFields,
    allCases: text,
  },
  'a case study page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/caseStudy',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

// The about page's words (./sl.yaml, ./en.yaml): their schema and their loader.

import { figureNames } from '../../content/firm/schema.js'
import { wordsLoader } from '../../content/wordsLoader.js'
import {
  fields,
  headerFields,
  listOf,
  nextStepFields,
  pluralForms,
  proseSectionFields,
  template,
  text,
} from '../../content/wordsSchema.js'

const schema = fields(
  {
    ...headerFields,
    sections: fields(
      { team: text, partners: text, testimonials: text },
      'the headings of team, partners, testimonials',
    ),
    intro: listOf(template(['founded']), 'paragraphs'),
    factsHeading: text,
    // The label of the team's composition among the facts ("ekipa": "9 zaposlenih", …).
    factsTeamLabel: text,
    facts: listOf(
      fields({ value: template(['founded', 'city', ...figureNames]), label: text }, 'a fact (value, label)'),
      'facts',
    ),
    teamIntro: text,
    team: fields(
      { employees: pluralForms, contractors: pluralForms, students: pluralForms },
      'the team’s kinds (employees, contractors, students)',
    ),
    partnersIntro: text,
    values: proseSectionFields,
    // The link under the principles to the how-we-work page (shown once the facts give any of it).
    howWeWorkLink: text,
    // Beside the principles: the site's own accessibility, told here and in the statement (not on home).
    accessibility: fields({ text, linkText: text }, 'the site’s accessibility (text, linkText)'),
    nextStep: nextStepFields,
  },
  'the about page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/about',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

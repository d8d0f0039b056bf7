// The how-we-work page's words (./sl.yaml, ./en.yaml): their schema and their loader. The facts the
// page states (steps, durations, response times, certificates, hosting) are the firm's, in
// content/firm.yaml under `howWeWork:`; these are only the headings and labels around them.

import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, nextStepFields, text, texts } from '../../content/wordsSchema.js'

const labelled = (what: string) => fields({ name: text, meaning: text }, what)

const schema = fields(
  {
    ...headerFields,
    // Shown above the sections when the facts give any of them.
    intro: texts,
    // Shown instead of the sections while the facts give none of them.
    pending: texts,
    delivery: fields(
      {
        title: text,
        durationLabel: text,
        youGetLabel: text,
        steps: fields(
          { discovery: text, pilot: text, rollOut: text, operation: text },
          'the steps’ names (discovery, pilot, rollOut, operation)',
        ),
      },
      'the delivery path’s words (title, durationLabel, youGetLabel, steps)',
    ),
    support: fields(
      {
        title: text,
        hours: text,
        responseTimes: text,
        severityHeading: text,
        timeHeading: text,
        severities: fields(
          {
            critical: labelled('a severity (name, meaning)'),
            high: labelled('a severity (name, meaning)'),
            normal: labelled('a severity (name, meaning)'),
            low: labelled('a severity (name, meaning)'),
          },
          'the severities (critical, high, normal, low)',
        ),
        monitoring: text,
        updates: text,
      },
      'the support section’s words',
    ),
    security: fields(
      { title: text, certifications: text, hosting: text, processingAgreement: text },
      'the security section’s words (title, certifications, hosting, processingAgreement)',
    ),
    nextStep: nextStepFields,
  },
  'the how-we-work page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/howWeWork',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

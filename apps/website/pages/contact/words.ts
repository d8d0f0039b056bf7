// The contact page's words (./sl.yaml, ./en.yaml): their schema and their loader.

import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, template, text, texts } from '../../content/wordsSchema.js'

const schema = fields(
  {
    ...headerFields,
    intro: texts,
    afterSending: fields(
      { heading: text, steps: texts, accessibility: text },
      'a heading, steps and an accessibility line',
    ),
    whatToWrite: fields({ heading: text, intro: text, points: texts }, 'a heading, an intro and points'),
    topicLine: template(['family']),
    // The link to the how-we-work page, shown once the facts give any of it.
    howWeWorkLink: text,
    labels: fields(
      {
        introHeading: text,
        other: text,
        email: text,
        phone: text,
        address: text,
        privacyLink: text,
        offers: text,
      },
      'the labels (introHeading, other, email, phone, address, privacyLink, offers)',
    ),
  },
  'the contact page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/contact',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

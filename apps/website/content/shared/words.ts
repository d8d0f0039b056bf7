// The words several pages share (./sl.yaml, ./en.yaml): their schema and their loader.

import { wordsLoader } from '../wordsLoader.js'
import { fields, pluralForms, text } from '../wordsSchema.js'

const schema = fields(
  {
    legalDetails: fields(
      { label: text, registryCourt: text, registrationNumber: text, vatNumber: text, shareCapital: text },
      'the footer’s company details',
    ),
    previewNotice: fields({ label: text, text, hide: text }, 'the preview notice (label, text, hide)'),
    country: text,
    partnerGroupTitles: fields(
      { telecom: text, media: text, government: text, university: text, other: text },
      'the partner kinds’ titles (telecom, media, government, university, other)',
    ),
    productAudienceHeading: text,
    productCount: pluralForms,
    feedLinkText: text,
  },
  'the shared words',
)

/** The shared words in `locale`. */
export const sharedWordsIn = wordsLoader(
  'content/shared',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

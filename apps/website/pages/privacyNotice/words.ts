// The privacy notice's words (./sl.md, ./en.md): their schema and their loader.
import * as v from 'valibot'
import { wordsLoader } from '../../content/wordsLoader.js'
import { fields, headerFields, listOf, pluralForms, template, text } from '../../content/wordsSchema.js'

/** The facts and settings paragraphs of the privacy notice may depend on (`::: if <fact>`). */
export const privacyConditions = ['office', 'email', 'hosting', 'mail', 'retention', 'analytics'] as const
/** The cookies of the privacy notice's table, in its order. */
export const privacyCookies = ['consent', 'locale', 'preferences', 'previewNotice', 'analytics'] as const
type PrivacyCookie = (typeof privacyCookies)[number]
const privacyText = template([
  'name',
  'office',
  'email',
  'hosting',
  'mail',
  'retentionDays',
  'preferenceDays',
])
/** The parts the code builds that the notice's text places (`{cookieTable}`). */
const privacyParts = ['cookieTable'] as const
const privacyParagraphs = v.pipe(v.array(privacyText), v.minLength(1, 'must have a paragraph'))
const privacyBlock = v.union(
  [
    v.strictObject({ text: privacyText }),
    v.strictObject({
      if: v.picklist(privacyConditions, `must be one of ${privacyConditions.join(', ')}`),
      given: privacyParagraphs,
      otherwise: v.array(privacyText),
    }),
    v.strictObject({ part: v.picklist(privacyParts) }),
  ],
  'must be a paragraph, or "::: if <fact>" paragraphs "::: else" paragraphs ":::"',
)
const privacyBlocks = v.array(privacyBlock)
const cookieRow = () =>
  fields({ purpose: text, lifetime: template(['preferenceDays']) }, 'a cookie (purpose, lifetime)')

const schema = fields(
  {
    ...headerFields,
    cookies: fields(
      {
        caption: text,
        headers: v.tuple([text, text, text], 'must be the three column headings'),
        ...Object.fromEntries(privacyCookies.map((cookie) => [cookie, cookieRow()])),
      } as {
        caption: typeof text
        headers: v.TupleSchema<[typeof text, typeof text, typeof text], string>
      } & Record<PrivacyCookie, ReturnType<typeof cookieRow>>,
      `the cookie table (caption, headers, ${privacyCookies.join(', ')})`,
    ),
    days: pluralForms,
    intro: v.pipe(privacyBlocks, v.minLength(1, 'needs a paragraph before the first "##" section')),
    sections: listOf(
      fields({ id: text, title: text, blocks: privacyBlocks }, 'a section (id, title, blocks)'),
      'sections ("## Title {#id}")',
    ),
  },
  'the privacy notice',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/privacyNotice',
  import.meta.glob<string>('./*.md', { eager: true, query: '?raw', import: 'default' }),
  schema,
  privacyParts,
)

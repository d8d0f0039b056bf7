// The home page's words (./sl.yaml, ./en.yaml): their schema and their loader.
import * as v from 'valibot'
import { figureNames } from '../../content/firm/schema.js'
import { wordsLoader } from '../../content/wordsLoader.js'
import {
  alt,
  fields,
  headerFields,
  listOf,
  pluralForms,
  template,
  text,
  texts,
} from '../../content/wordsSchema.js'

const image = fields(
  {
    src: v.pipe(v.string(), v.regex(/^\/media\/.+\.(svg|png|jpg|webp)$/, 'must be a file under /media/')),
    width: v.pipe(v.number('must be a number'), v.integer(), v.minValue(1)),
    height: v.pipe(v.number('must be a number'), v.integer(), v.minValue(1)),
    alt,
  },
  'an image (src, width, height, alt)',
)
const slide = fields({ id: text, title: text, text, image }, 'a slide (id, title, text, image)')
const titledParagraphs = fields({ title: text, paragraphs: texts }, 'a title and paragraphs')

const schema = fields(
  {
    ...headerFields,
    hero: fields(
      {
        // The title with the firm's strongest figure; `title` while the facts do not give it.
        proofTitle: template(figureNames),
        title: text,
        subtitle: text,
        proofLabel: text,
        proof: listOf(
          fields(
            {
              value: template(['founded', 'teamSize', ...figureNames]),
              label: v.union([text, pluralForms]),
            },
            'a figure (value, label)',
          ),
          'figures',
        ),
        callToAction: text,
        secondaryAction: text,
      },
      'the first screen (proofTitle, title, subtitle, proofLabel, proof, callToAction, secondaryAction)',
    ),
    intro: titledParagraphs,
    sections: fields(
      { products: text, cases: text, customers: text, testimonials: text },
      'the headings of the sections products, cases, customers, testimonials',
    ),
    services: fields({ intro: text }, 'the products section (intro)'),
    promoVideo: fields(
      { heading: text, title: text, description: text, transcriptLabel: text, transcript: text },
      'the video section (heading, title, description, transcriptLabel, transcript)',
    ),
    heroSlides: listOf(slide, 'slides'),
    mapSection: fields({ title: text, intro: text }, 'the map section (title, intro)'),
    mapSlides: listOf(slide, 'slides'),
    accessibility: fields(
      { title: text, paragraphs: texts, linkText: text },
      'the accessibility section (title, paragraphs, linkText)',
    ),
    contact: fields({ title: text, text }, 'the closing section (title, text)'),
    labels: fields(
      { carouselHero: text, carouselMap: text, carouselLogos: text, carouselTestimonials: text },
      'the carousels’ names',
    ),
  },
  'the home page',
)

/** The page's words in `locale`. */
export const wordsIn = wordsLoader(
  'pages/home',
  import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' }),
  schema,
)

// Every page's words, from the files beside the page: pages/<page>/sl.yaml and en.yaml (the product
// families' pages share pages/productCategory/; the privacy notice, being prose, is sl.md and en.md,
// read by content/prose.ts), and the words several pages share, from
// content/shared/{sl,en}.yaml. Each file is checked against its page's schema below when the content
// loads (the build's prerender, the content check, the tests): a missing, empty or unknown text stops
// with the file and the field named. The 404 and error pages' texts, and the interface's labels (menus,
// buttons, form fields), stay in the @firma/i18n catalogue.
// Server-side only: the pages' +data hooks pass each screen its own words in its own language.
import { type Locale, type ProductCategoryRouteId, productCategoryRouteIds, type RouteId } from '@firma/i18n'
import * as v from 'valibot'
import { ContentError } from '../contentFile.js'
import { alt, checkCopy, fieldsMessage, parseCopy, pluralForms, template, text, texts } from '../copyFile.js'
import { figureNames } from '../firm/schema.js'
import { readProse } from '../prose.js'

/** The routes with a page of their own (sitemap.xml shares the sitemap page's texts). */
export type CopyRouteId = Exclude<RouteId, 'sitemapXml'>

/** A page's header and its description for search engines. */
export interface PageCopy {
  title: string
  subtitle: string
  description: string
}

const files = import.meta.glob<string>(['../../pages/*/*.yaml', '../../pages/*/*.md', '../shared/*.yaml'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

const header = { title: text, subtitle: text, description: text, imageAlt: alt }
const obj = <E extends v.ObjectEntries>(entries: E, what: string) =>
  v.strictObject(entries, fieldsMessage(what))
const list = <S extends v.GenericSchema>(item: S, what: string) =>
  v.pipe(v.array(item, `must be a list of ${what}`), v.minLength(1, `must list at least one of ${what}`))

const image = obj(
  {
    src: v.pipe(v.string(), v.regex(/^\/media\/.+\.(svg|png|jpg|webp)$/, 'must be a file under /media/')),
    width: v.pipe(v.number('must be a number'), v.integer(), v.minValue(1)),
    height: v.pipe(v.number('must be a number'), v.integer(), v.minValue(1)),
    alt,
  },
  'an image (src, width, height, alt)',
)
const slide = obj({ id: text, title: text, text, image }, 'a slide (id, title, text, image)')
const proseSection = obj(
  { id: text, title: text, paragraphs: texts, list: v.optional(texts) },
  'a section (id, title, paragraphs, list)',
)
const nextStep = obj({ title: text, text, action: text }, 'the closing call to action (title, text, action)')
const titledParagraphs = obj({ title: text, paragraphs: texts }, 'a title and paragraphs')

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
  obj({ purpose: text, lifetime: template(['preferenceDays']) }, 'a cookie (purpose, lifetime)')

/** The schema of each page folder's two files, and of the shared file (`shared`). */
const schemas = {
  home: obj(
    {
      ...header,
      hero: obj(
        {
          title: text,
          subtitle: text,
          proofLabel: text,
          proof: list(
            obj(
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
        'the first screen (title, subtitle, proofLabel, proof, callToAction, secondaryAction)',
      ),
      intro: titledParagraphs,
      sections: obj(
        { products: text, cases: text, customers: text, testimonials: text },
        'the headings of the sections products, cases, customers, testimonials',
      ),
      services: obj({ intro: text }, 'the products section (intro)'),
      promoVideo: obj(
        { heading: text, title: text, description: text, transcriptLabel: text, transcript: text },
        'the video section (heading, title, description, transcriptLabel, transcript)',
      ),
      heroSlides: list(slide, 'slides'),
      mapSection: obj({ title: text, intro: text }, 'the map section (title, intro)'),
      mapSlides: list(slide, 'slides'),
      accessibility: obj(
        { title: text, paragraphs: texts, linkText: text },
        'the accessibility section (title, paragraphs, linkText)',
      ),
      contact: obj({ title: text, text }, 'the closing section (title, text)'),
      labels: obj(
        { carouselHero: text, carouselMap: text, carouselLogos: text, carouselTestimonials: text },
        'the carousels’ names',
      ),
    },
    'the home page',
  ),
  about: obj(
    {
      ...header,
      sections: obj(
        { team: text, partners: text, testimonials: text },
        'the headings of team, partners, testimonials',
      ),
      intro: list(template(['founded']), 'paragraphs'),
      factsHeading: text,
      // The label of the team's composition among the facts ("ekipa": "9 zaposlenih", …).
      factsTeamLabel: text,
      facts: list(
        obj({ value: template(['founded', 'city']), label: text }, 'a fact (value, label)'),
        'facts',
      ),
      teamIntro: text,
      team: obj(
        { employees: pluralForms, contractors: pluralForms, students: pluralForms },
        'the team’s kinds (employees, contractors, students)',
      ),
      partnersIntro: text,
      values: proseSection,
      nextStep,
    },
    'the about page',
  ),
  products: obj(
    {
      ...header,
      learnMore: obj(
        Object.fromEntries(productCategoryRouteIds.map((id) => [id, text])) as Record<
          ProductCategoryRouteId,
          typeof text
        >,
        `the links to the families (${productCategoryRouteIds.join(', ')})`,
      ),
      nextStep,
    },
    'the products page',
  ),
  productCategory: obj(
    {
      families: obj(
        Object.fromEntries(productCategoryRouteIds.map((id) => [id, obj(header, 'a page header')])) as Record<
          ProductCategoryRouteId,
          ReturnType<typeof obj<typeof header>>
        >,
        `the product families (${productCategoryRouteIds.join(', ')})`,
      ),
      labels: obj(
        {
          platformsHeading: text,
          integrationsHeading: text,
          casesHeading: text,
          productsInCategory: text,
          nextStepHeading: text,
          nextStepText: text,
        },
        'the page’s labels (platformsHeading, integrationsHeading, casesHeading, productsInCategory, nextStepHeading, nextStepText)',
      ),
    },
    'the product family pages',
  ),
  blog: obj(header, 'the blog page'),
  blogPost: obj(
    { ...header, labels: obj({ codeLanguage: text }, 'the labels (codeLanguage)') },
    'a post page',
  ),
  contact: obj(
    {
      ...header,
      intro: texts,
      afterSending: obj(
        { heading: text, steps: texts, accessibility: text },
        'a heading, steps and an accessibility line',
      ),
      whatToWrite: obj({ heading: text, intro: text, points: texts }, 'a heading, an intro and points'),
      topicLine: template(['family']),
      labels: obj(
        { introHeading: text, other: text, email: text, phone: text, address: text, privacyLink: text },
        'the labels (introHeading, other, email, phone, address, privacyLink)',
      ),
    },
    'the contact page',
  ),
  accessibilityStatement: obj(
    {
      ...header,
      preparedOn: v.pipe(text, v.isoDate('must be a date like 2024-01-31')),
      intro: texts,
      sections: list(proseSection, 'sections'),
      emailLink: template(['email']),
      contactLinkText: text,
      labels: obj(
        { conformance: text, conformanceValue: text, prepared: text, feedback: text, feedbackValue: text },
        'the summary’s labels (conformance, conformanceValue, prepared, feedback, feedbackValue)',
      ),
    },
    'the accessibility statement',
  ),
  // Prose (pages/privacyNotice/{sl,en}.md): the frontmatter's fields, then the text's blocks.
  privacyNotice: obj(
    {
      ...header,
      cookies: obj(
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
      sections: list(
        obj({ id: text, title: text, blocks: privacyBlocks }, 'a section (id, title, blocks)'),
        'sections ("## Title {#id}")',
      ),
    },
    'the privacy notice',
  ),
  sitemap: obj(
    {
      ...header,
      sections: obj({ pages: text, products: text, posts: text }, 'the headings of pages, products, posts'),
      feedsHeading: text,
    },
    'the sitemap page',
  ),
  shared: obj(
    {
      legalDetails: obj(
        { label: text, registryCourt: text, registrationNumber: text, vatNumber: text, shareCapital: text },
        'the footer’s company details',
      ),
      previewNotice: obj({ label: text, text, hide: text }, 'the preview notice (label, text, hide)'),
      country: text,
      partnerGroupTitles: obj(
        { telecom: text, media: text, government: text, university: text, other: text },
        'the partner kinds’ titles (telecom, media, government, university, other)',
      ),
      productAudienceHeading: text,
      productCount: pluralForms,
      feedLinkText: text,
    },
    'the shared words',
  ),
}

type Schemas = typeof schemas
/** A page folder (or `shared`) with copy files. */
export type CopyFolder = keyof Schemas
/** The words of folder `F` in one language, as its files give them. */
export type CopyOf<F extends CopyFolder> = v.InferOutput<Schemas[F]>

/** The folders whose words are prose (Markdown with frontmatter, content/prose.ts) rather than YAML. */
const proseFolders: Partial<Record<CopyFolder, readonly string[]>> = { privacyNotice: privacyParts }

/** Where folder `folder`'s file in `locale` is, from the website's folder. */
function pathOf(folder: CopyFolder, locale: Locale): string {
  if (folder === 'shared') return `content/shared/${locale}.yaml`
  return `pages/${folder}/${locale}.${proseFolders[folder] ? 'md' : 'yaml'}`
}

/**
 * Reads folder `folder`'s file in `locale` (`source` overrides the file's text, for tests).
 * @internal
 */
export function readCopy<F extends CopyFolder>(folder: F, locale: Locale, source?: string): CopyOf<F> {
  const file = pathOf(folder, locale)
  const text = source ?? files[folder === 'shared' ? `../shared/${locale}.yaml` : `../../${file}`]
  if (text === undefined) throw new ContentError(`${file}: is missing`)
  const parts = proseFolders[folder]
  if (!parts) return parseCopy(text, file, schemas[folder]) as CopyOf<F>
  const { data, intro, sections } = readProse(text, file, parts)
  const fields = typeof data === 'object' && data !== null ? data : {}
  return checkCopy({ ...fields, intro, sections }, file, schemas[folder]) as CopyOf<F>
}

const cache = new Map<string, unknown>()

/** The words of page folder `folder` (or `shared`) in `locale`, checked once. */
export function copyOf<F extends CopyFolder>(folder: F, locale: Locale): CopyOf<F> {
  const key = `${folder}/${locale}`
  if (!cache.has(key)) cache.set(key, readCopy(folder, locale))
  return cache.get(key) as CopyOf<F>
}

/**
 * Every folder with copy files: the pages' and `shared`.
 * @internal
 */
export const copyFolders = Object.keys(schemas) as CopyFolder[]

/**
 * Every copy file's words in `locale`, by folder (for the content checks).
 * @internal
 */
export function allCopy(locale: Locale): { [F in CopyFolder]: CopyOf<F> } {
  return Object.fromEntries(copyFolders.map((folder) => [folder, copyOf(folder, locale)])) as {
    [F in CopyFolder]: CopyOf<F>
  }
}

const isFamily = (id: CopyRouteId): id is ProductCategoryRouteId =>
  (productCategoryRouteIds as readonly string[]).includes(id)

function headerOf(
  routeId: CopyRouteId,
  locale: Locale,
): v.InferOutput<v.ObjectSchema<typeof header, undefined>> {
  return isFamily(routeId) ? copyOf('productCategory', locale).families[routeId] : copyOf(routeId, locale)
}

/** The header and description of page `routeId` in `locale`. */
export function pageCopy(routeId: CopyRouteId, locale: Locale): PageCopy {
  const { title, subtitle, description } = headerOf(routeId, locale)
  return { title, subtitle, description }
}

/** The description of page `routeId`'s header illustration in `locale`; `''` when purely decorative. */
export function pageImageAlt(routeId: CopyRouteId, locale: Locale): string {
  return headerOf(routeId, locale).imageAlt
}

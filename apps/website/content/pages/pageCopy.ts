// Each page's header and description in both languages, from content/pages/{sl,en}.yaml, and the
// further texts of some pages (the section headings of home, about and sitemap; the contact page's
// column beside the form): page texts
// the firm edits like its other content, not interface labels of the @firma/i18n catalogue (which keeps
// the 404 and error pages' texts, the ones the product specification names as translation keys).
import { type Locale, locales, type RouteId, routeIds } from '@firma/i18n'
import * as v from 'valibot'
import { ContentError, issueLines, yamlOf } from '../contentFile.js'

/** The routes with a page of their own (sitemap.xml shares the sitemap page's texts). */
export type CopyRouteId = Exclude<RouteId, 'sitemapXml'>

export interface PageCopy {
  title: string
  subtitle: string
  description: string
}

const files = import.meta.glob<string>('./*.yaml', { eager: true, query: '?raw', import: 'default' })

const text = v.pipe(v.string('must be a text'), v.trim(), v.nonEmpty('must not be empty'))
const texts = v.pipe(v.array(text, 'must be a list of texts'), v.minLength(1, 'must list at least one text'))
const header = { title: text, subtitle: text, description: text }

/** The message of an object's problem: a field it lacks, one it does not have, or not an object. */
function fieldsMessage(unknownField: string, shape: string) {
  return (issue: v.BaseIssue<unknown>) => {
    if (issue.expected === 'never') return `is ${unknownField}`
    if (issue.received === 'undefined') return 'is missing'
    return `must be ${shape}`
  }
}

/** A page's `sections`: one heading per named section, each required. */
function sectionsSchema<const K extends string>(keys: readonly K[]) {
  const entries = Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>
  return v.strictObject(
    entries,
    fieldsMessage('no section of this page', `the headings of the sections ${keys.join(', ')}`),
  )
}

const pageMessage = fieldsMessage('no field of this page', 'a page’s texts (title, subtitle, description, …)')

// The pages with sections of their own name them here; every other page has only its header.
const sectionPageSchemas = {
  home: v.strictObject(
    {
      ...header,
      sections: sectionsSchema(['products', 'customers', 'testimonials']),
      promoVideoDescription: text,
    },
    pageMessage,
  ),
  about: v.strictObject(
    { ...header, sections: sectionsSchema(['team', 'partners', 'testimonials']) },
    pageMessage,
  ),
  sitemap: v.strictObject(
    { ...header, sections: sectionsSchema(['pages', 'products', 'posts']) },
    pageMessage,
  ),
  // The column beside the contact form: what follows a message, and what to write in it.
  contact: v.strictObject(
    {
      ...header,
      afterSending: v.strictObject(
        { heading: text, steps: texts, accessibility: text },
        fieldsMessage('no part of this column', 'a heading, steps and an accessibility line'),
      ),
      whatToWrite: v.strictObject(
        { heading: text, intro: text, points: texts },
        fieldsMessage('no part of this column', 'a heading, an intro and points'),
      ),
    },
    pageMessage,
  ),
}
const headerSchema = v.strictObject(header, pageMessage)

type SectionPages = typeof sectionPageSchemas
type SectionPageId = keyof SectionPages
/** What a page with sections has beyond its header, in one language. */
export type PageSections<R extends SectionPageId> = Omit<v.InferOutput<SectionPages[R]>, keyof PageCopy>

type LocaleCopy = { [R in CopyRouteId]: R extends SectionPageId ? v.InferOutput<SectionPages[R]> : PageCopy }

const copyRouteIds = routeIds.filter((id): id is CopyRouteId => id !== 'sitemapXml')

function schemaOf(id: CopyRouteId) {
  return id in sectionPageSchemas ? sectionPageSchemas[id as SectionPageId] : headerSchema
}

/**
 * Reads one language's file (`source`, named `file` in messages): every page of the site must be there
 * and nothing else; a missing, empty or unknown text throws a ContentError naming the file and field.
 * @internal
 */
export function parsePageCopy(source: string, file: string): LocaleCopy {
  const data = yamlOf(source, file)
  const problems: string[] = []
  const record = (data ?? {}) as Record<string, unknown>
  const pages: Partial<Record<CopyRouteId, unknown>> = {}
  if (typeof data !== 'object' || data === null) problems.push('  - (the whole file): must list the pages')
  for (const key of Object.keys(record)) {
    if (!(copyRouteIds as readonly string[]).includes(key))
      problems.push(`  - ${key}: is no page of the site`)
  }
  for (const id of copyRouteIds) {
    const result = v.safeParse(schemaOf(id), record[id])
    if (result.success) pages[id] = result.output
    else problems.push(...issueLines(result.issues, id))
  }
  if (problems.length > 0) throw new ContentError(`${file}: does not fit its schema\n${problems.join('\n')}`)
  return pages as LocaleCopy
}

function load(locale: Locale): LocaleCopy {
  const file = `content/pages/${locale}.yaml`
  const source = files[`./${locale}.yaml`]
  if (source === undefined) throw new ContentError(`${file}: is missing`)
  return parsePageCopy(source, file)
}

const copy = Object.fromEntries(locales.map((locale) => [locale, load(locale)])) as Record<Locale, LocaleCopy>

/** The header and description of page `routeId` in `locale`. */
export function pageCopy(routeId: CopyRouteId, locale: Locale): PageCopy {
  const { title, subtitle, description } = copy[locale][routeId]
  return { title, subtitle, description }
}

/** What page `routeId` has beyond its header (section headings, the contact page's column, …). */
export function pageSections<R extends SectionPageId>(routeId: R, locale: Locale): PageSections<R> {
  const { title: _title, subtitle: _subtitle, description: _description, ...rest } = copy[locale][routeId]
  return rest as PageSections<R>
}

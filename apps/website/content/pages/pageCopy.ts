// Each page's header and description in both languages, from content/pages/{sl,en}.yaml: page texts
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
const pageSchema = v.strictObject(
  { title: text, subtitle: text, description: text },
  'must have a title, a subtitle and a description',
)
const copyRouteIds = routeIds.filter((id): id is CopyRouteId => id !== 'sitemapXml')

function load(locale: Locale): Record<CopyRouteId, PageCopy> {
  const name = `content/pages/${locale}.yaml`
  const source = files[`./${locale}.yaml`]
  if (source === undefined) throw new ContentError(`${name}: is missing`)
  const data = yamlOf(source, name)
  const problems: string[] = []
  const record = (data ?? {}) as Record<string, unknown>
  const pages = {} as Record<CopyRouteId, PageCopy>
  if (typeof data !== 'object' || data === null) problems.push('  - (the whole file): must list the pages')
  for (const key of Object.keys(record)) {
    if (!(copyRouteIds as readonly string[]).includes(key))
      problems.push(`  - ${key}: is no page of the site`)
  }
  for (const id of copyRouteIds) {
    const result = v.safeParse(pageSchema, record[id])
    if (result.success) pages[id] = result.output
    else {
      problems.push(...issueLines(result.issues, id))
    }
  }
  if (problems.length > 0) throw new ContentError(`${name}: does not fit its schema\n${problems.join('\n')}`)
  return pages
}

const copy = Object.fromEntries(locales.map((locale) => [locale, load(locale)])) as Record<
  Locale,
  Record<CopyRouteId, PageCopy>
>

/** The header and description of page `routeId` in `locale`. */
export function pageCopy(routeId: CopyRouteId, locale: Locale): PageCopy {
  return copy[locale][routeId]
}

import { buildPath, locales } from '@firma/i18n'
import { postEntries } from '../content/blog/posts.js'
import { caseStudyIds } from '../content/firm/caseViews.js'
import { firm } from '../content/firm/index.js'
import type { PageRoute } from '../shared/routing.js'

/**
 * The URLs to prerender of a page serving `routeIds`, in both languages (for the page's
 * +onBeforePrerenderStart: pages route by function, so Vike learns their URLs only from there). The
 * blog post route stands for every post, from the metadata alone: prerender hooks run at config time,
 * where the MDX bodies cannot be loaded. (Every post exists in both languages: content parity test.)
 * The case study route stands for every case with a page of its own; the list of cases is a page only
 * while the facts give a case.
 */
export function prerenderUrls(...routeIds: readonly PageRoute[]): string[] {
  return routeIds.flatMap((routeId) =>
    locales.flatMap((locale) => {
      if (routeId === 'blogPost')
        return postEntries.map((entry) => buildPath('blogPost', locale, { id: entry.id }))
      if (routeId === 'caseStudy')
        return caseStudyIds(firm).map((id) => buildPath('caseStudy', locale, { id }))
      if (routeId === 'caseStudies' && firm.cases.length === 0) return []
      return [buildPath(routeId, locale)]
    }),
  )
}

import { buildPath, locales } from '@firma/i18n'
import { postEntries } from '../content/blog/posts.js'
import type { PageRoute } from '../shared/routing.js'

/**
 * The URLs to prerender of a page serving `routeIds`, in both languages (for the page's
 * +onBeforePrerenderStart: pages route by function, so Vike learns their URLs only from there). The
 * blog post route stands for every post, from the metadata alone: prerender hooks run at config time,
 * where the MDX bodies cannot be loaded. (Every post exists in both languages: content parity test.)
 */
export function prerenderUrls(...routeIds: readonly PageRoute[]): string[] {
  return routeIds.flatMap((routeId) =>
    locales.flatMap((locale) =>
      routeId === 'blogPost'
        ? postEntries.map((entry) => buildPath('blogPost', locale, { id: entry.id }))
        : [buildPath(routeId, locale)],
    ),
  )
}

import type { CompiledMessages, MessageKey, RouteId } from '@firma/i18n'
import { errorPage as errorPageDeclaration, pageOfRoute } from './sitePages.js'

/**
 * The catalogue's groups (a key's part before its first dot) that the components of every page read:
 * the layout's home link, menus and footer.
 */
const layoutGroups = ['site', 'nav', 'footer'] as const

/**
 * Only the messages a page's components read, for the page context the browser receives: the whole
 * catalogue, with the contact form's compiled plural rules, was 6.8–7.9 KB of every page's HTML
 * (SPEED.md). The error page (`errorPage`; a 404 has no `routeId` either) has its own texts. The server
 * renders the page with the same subset, so a key left out shows in the server's HTML too, not only
 * after hydration.
 */
export function pageMessages(
  messages: CompiledMessages,
  { routeId, errorPage }: { routeId: RouteId | null; errorPage: boolean },
): CompiledMessages {
  // Each page declares its own groups (pages/<page>/page.ts); sitemap.xml is no page and reads none.
  const own =
    errorPage || routeId === null
      ? errorPageDeclaration.messageGroups
      : (pageOfRoute(routeId)?.messageGroups ?? [])
  const groups = [...layoutGroups, ...own]
  let byGroups = subsetCache.get(messages)
  if (byGroups === undefined) {
    byGroups = new Map()
    subsetCache.set(messages, byGroups)
  }
  const cacheKey = groups.join(' ')
  const cached = byGroups.get(cacheKey)
  if (cached !== undefined) return cached
  const picked: Partial<Record<MessageKey, CompiledMessages[MessageKey]>> = {}
  for (const key of Object.keys(messages) as MessageKey[]) {
    if (groups.includes(messageGroup(key))) picked[key] = messages[key]
  }
  // A subset: the translator reports a key outside it as missing, as it would any unknown key.
  const subset = picked as CompiledMessages
  byGroups.set(cacheKey, subset)
  return subset
}

/** A key's group: its part before the first dot. */
function messageGroup(key: string): string {
  return key.slice(0, key.indexOf('.'))
}

// Catalogues are module constants and there are a dozen group lists: one subset object each, so the
// translator's per-catalogue cache keeps working across requests.
const subsetCache = new WeakMap<CompiledMessages, Map<string, CompiledMessages>>()

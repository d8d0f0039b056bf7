import type { PageHeaderVariant } from '@firma/ui'
import type { PageRoute } from '../shared/routing.js'

/**
 * What a page folder says about itself, once, in its `page.ts`: routing, prerendering, the messages
 * the page receives and its header are derived from it (pages/sitePages.ts). Plain data, so the
 * browser can read the header's kind without the page's words.
 */
export interface PageDeclaration {
  /** The routes of @firma/i18n's route table the page serves (the error page serves none). */
  readonly routeIds: readonly PageRoute[]
  /**
   * The catalogue's groups (a key's part before its first dot) the page's components read besides the
   * layout's, in the browser as on the server (the whole tree hydrates). A key outside them renders as
   * the key and reports a missing message, which the browser tests of every page catch.
   */
  readonly messageGroups: readonly string[]
  readonly header: {
    /** The header's look (PageHeader's `variant`). */
    readonly kind: PageHeaderVariant
    /** The page's own screen draws its header, so the layout draws none. */
    readonly drawnByScreen?: boolean
    /**
     * Its illustration, public/media/headers/<image>.svg (800 × 500), for each route the page serves;
     * its description is the page's `imageAlt` (`""`: decorative).
     */
    readonly image: string | ((routeId: PageRoute) => string)
  }
}

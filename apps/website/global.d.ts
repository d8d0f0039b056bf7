import type { Preferences } from '@firma/a11y-widget'
import type { CompiledMessages, Locale, RouteId, RouteMatch } from '@firma/i18n'
import type { LanguageLink } from '@firma/ui'
import type { ConsentState } from '@firma/ui/consent'
import type { ImageAsset, LegalDetailsData, PreviewNoticeTexts } from './content/types.js'
import type { LayoutHeader } from './layouts/SiteLayout.js'
import type { ContactFormResult } from './shared/contact/index.js'
import type { PageTexts } from './shared/pageTexts.js'

declare global {
  /** ISO time of the production build (vite.config.ts `define`). */
  const __BUILD_TIME__: string

  namespace Vike {
    interface PageContext {
      /** Language of the page, from its URL: never from cookies or headers. */
      locale: Locale
      /** The route of the requested URL, or null when nothing matched (404). */
      routeId: RouteId | null
      /**
       * The requested URL matched against the route table (+onBeforeRoute), or null. Server and browser
       * routing only: not passed to the browser (pages read `routeParams`).
       */
      routeMatch?: RouteMatch | null
      /**
       * The messages of `locale` that this page's components read (pages/pageMessages.ts: the layout's
       * groups and the page's own), ICU messages parsed on the server (compileMessages).
       */
      messages: CompiledMessages
      /**
       * The page's header and description in `locale` (pages/<page>/{sl,en}.yaml, set by
       * pages/+onBeforeRender.ts); null on the 404 and error pages, whose texts are the catalogue's.
       */
      routeTexts: PageTexts | null
      /**
       * The title and subtitle of the layout's page header (pages/+onBeforeRender.ts, by `pageTexts`):
       * the route's, a blog post's own, or the catalogue's 404 or error texts. Passed to the browser
       * instead of `routeTexts`, so it needs no code to choose between them.
       */
      pageHeader: { title: string; subtitle: string }
      /** The page header's image in `locale` (pages/+onBeforeRender.ts); null on error pages. */
      headerImage: ImageAsset | null
      /** The header's look as the page declares it (pages/pageHeader.ts). */
      headerLayout: LayoutHeader
      /**
       * The language selector's links: this page in each language (the server matches the path, so the
       * browser needs no route matcher), else that language's home page, each named in its language.
       */
      languageLinks: LanguageLink[]
      /** Accessibility preferences from the request's cookie (server) so the first paint is right. */
      a11yPreferences: Preferences
      /** Consent as recorded in the request's cookie. */
      consent: ConsentState
      /** The company's legal details for the footer, in the page's language (content/firm.yaml). */
      legalDetails: LegalDetailsData
      /**
       * The preview notice's texts while the content leaves anything open (content/openItems.ts) and the
       * visitor has not hidden it this session; else null.
       */
      previewNotice: PreviewNoticeTexts | null
      /**
       * What the layout's header and footer show of the firm (content/firm.yaml): the wordmark's name and
       * legal form, and the contact details the firm has supplied (null until then).
       */
      firmFrame: {
        name: string
        legalForm: string
        /** Where the firm is based, until its registered address is supplied. */
        city: string
        /** The firm's country in the page's language (Slovenija, Slovenia). */
        country: string
        address: { street: string; postalCode: string; city: string } | null
        email: string | null
        phone: string | null
      }
      /** Origin for canonical and alternate URLs (SITE_URL). */
      siteUrl: string
      /** CONTACT_RETENTION_DAYS: how long delivered contact messages are kept; null when unset. */
      contactRetentionDays: number | null
      /** The analytics measurement id, when analytics are configured. */
      analyticsId: string | null
      /** The requested path with query, without the host (set on the server, read in the browser). */
      urlPath?: string
      /**
       * Only in the answer to a contact form post without JavaScript (POST /api/contact): its result
       * and, on failure, what the visitor typed. Never read from a URL.
       */
      contactForm?: ContactFormResult
    }
  }
}

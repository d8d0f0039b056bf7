import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  passToClient: [
    'locale',
    'routeId',
    'messages',
    'headerImage',
    // The page header's title and subtitle (pages/+onBeforeRender.ts): the layout renders them.
    'pageHeader',
    'languageLinks',
    'a11yPreferences',
    'consent',
    'siteUrl',
    // The company name and legal form (content/firm.yaml): the layout's logo and footer.
    'siteName',
    // The footer's legal details in the page's language (content/firm.yaml).
    'legalDetails',
    // The preview notice's texts, or null (content/openItems.ts).
    'previewNotice',
    // The firm's name and contact details for the header's wordmark and the footer.
    'firmFrame',
    'analyticsId',
    // CONTACT_RETENTION_DAYS, which the privacy notice states (and the prerendered pages' check compares).
    'contactRetentionDays',
    // Only set when the page answers a no-JavaScript post (+server.ts): the form hydrates with it.
    'contactForm',
    // The path asked for, without the host (shared/requestPath.ts).
    'urlPath',
  ],
  favicon: '/favicon.svg',
  // Every page is prerendered in both languages (each lists its URLs in +onBeforePrerenderStart) except
  // the error page. The server sends the prerendered HTML only to requests it fits: see
  // server/prerenderedPages.ts.
  prerender: true,
  // Server routing: every page is a full load of the server's HTML and hydrates only its own code, so
  // no client router is shipped (its 20-odd KB of JavaScript were a fifth of every first load). The
  // next page is made fast by the browser instead: it prerenders the page of a link the pointer rests
  // on, from the Speculation Rules in every page's <head> (shared/speculationRules.ts). The decision and
  // its figures: SPEED.md.
  clientRouting: false,
  // Server routing: the browser never changes the document's title, description or language itself
  // (each page is a full load of server HTML), so these hooks stay on the server.
  meta: {
    title: { env: { server: true } },
    description: { env: { server: true } },
    lang: { env: { server: true } },
  },
  // No loading fallback: pages/+Layout.tsx has its own Suspense boundary, and server routing never
  // renders a page in the browser before its code is there.
  Loading: {},
} satisfies Config

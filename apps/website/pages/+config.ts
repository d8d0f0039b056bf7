import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // What the browser reads of the page context: the layout and the pages hydrate with it. The rest
  // stays on the server: SITE_URL (+Head), the consent read from the cookie (the browser reads the cookie
  // itself), CONTACT_RETENTION_DAYS (the privacy notice's +data), the route's texts (its header comes as
  // pageHeader).
  passToClient: [
    'locale',
    'routeId',
    'messages',
    'headerImage',
    'headerLayout',
    'pageHeader',
    'languageLinks',
    'a11yPreferences',
    // The footer's legal details in the page's language (content/firm.yaml).
    'legalDetails',
    // The preview notice's texts, or null (content/openItems.ts).
    'previewNotice',
    // The firm's name, legal form and contact details for the header's wordmark and the footer.
    'firmFrame',
    'analyticsId',
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

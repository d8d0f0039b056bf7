import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  passToClient: [
    'locale',
    'routeId',
    'messages',
    'headerImage',
    'a11yPreferences',
    'consent',
    'siteUrl',
    'analyticsId',
    // Only set when the page answers a no-JavaScript post (+server.ts): the form hydrates with it.
    'contactForm',
  ],
  favicon: '/favicon.svg',
  // Every page is prerendered in both languages (each lists its URLs in +onBeforePrerenderStart) except
  // the error page. The server sends the prerendered HTML only to requests it fits: see
  // delivery/prerenderedPages.ts.
  prerender: true,
  // Preloading is ours (delivery/routePreloading.ts): links in view once the visitor engages, or under
  // the pointer or focus, at most five at a time.
  prefetchStaticAssets: false,
} satisfies Config

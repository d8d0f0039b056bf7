import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  passToClient: ['locale', 'routeId', 'messages', 'a11yPreferences', 'consent', 'siteUrl', 'analyticsId'],
  // Pages opt in to prerendering one by one (shared STACK.md, pitfall 8).
  favicon: '/favicon.svg',
  prerender: false,
  // Preloading is ours (pages/+client.ts): viewport and hover, at most five at a time (SPEC section 7).
  prefetchStaticAssets: false,
} satisfies Config

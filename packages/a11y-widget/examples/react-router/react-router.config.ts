import type { Config } from '@react-router/dev/config'

// Server rendering for every route, and /about prerendered at build time (one HTML file for every visitor).
export default {
  ssr: true,
  prerender: ['/about'],
} satisfies Config

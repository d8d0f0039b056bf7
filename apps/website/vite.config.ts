import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'
import { deliveryPlugins } from './delivery/vitePlugins.js'

export default defineConfig({
  plugins: [
    // MDX must be compiled before the React transform sees it. Only .mdx files are MDX (blog posts):
    // the product texts' .md files are data, read as text (content/products/catalogue.ts).
    { enforce: 'pre', ...mdx({ mdExtensions: [] }) },
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    vike(),
    // What makes pages arrive and start faster, each trick switchable by DELIVERY_OFF: delivery/README.md.
    ...deliveryPlugins(),
  ],
  // Our packages are compiled from their TypeScript sources (the `source` export condition), so the
  // site never runs a stale build of them; `pnpm release` checks the built packages separately.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: [/^@firma\//],
  },
  server: { host: '127.0.0.1' },
  build: { sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false },
  // When this build was made: sitemap lastmod of the generated pages and the deploy check.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
})

import { fileURLToPath } from 'node:url'
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite'
import { compileHintsForFirstLoad } from './build/compileHints.js'

/**
 * The browser build gets a stub for the ICU message parser: the server sends catalogues with their ICU
 * messages already parsed (pages/+onBeforeRender.ts), so the parser would be dead weight on every page
 * (8.6 KB gzip, and its start-up work while the page hydrates). The server build keeps the real one.
 */
function icuParserOnlyOnServer(): Plugin {
  const stub = fileURLToPath(new URL('./lib/icuParserStub.ts', import.meta.url))
  return {
    name: 'firma:icu-parser-only-on-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id) {
      return id === '@formatjs/icu-messageformat-parser' ? stub : null
    },
  }
}

export default defineConfig({
  plugins: [
    // MDX must be compiled before the React transform sees it.
    { enforce: 'pre', ...mdx() },
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    vike(),
    icuParserOnlyOnServer(),
    compileHintsForFirstLoad(),
  ],
  // Our packages are compiled from their TypeScript sources (the `source` export condition), so the
  // site never runs a stale build of them; `pnpm release` checks the built packages separately.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: [/^@firma\//],
  },
  server: { host: '127.0.0.1' },
  // One stylesheet for the whole site (about 9 KB gzip) instead of five or six render-blocking ones
  // per page: fewer round trips before the first paint, and cached for every other page.
  build: { cssCodeSplit: false, sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false },
  // When this build was made: sitemap lastmod of the generated pages and the deploy check.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
})

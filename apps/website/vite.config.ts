import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import mdx from '@mdx-js/rollup'
import { node, precompressFiles } from '@universal-deploy/node/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite'
import { buildIdentityPlugin } from './build/buildIdentityPlugin.js'
import { postBodies, postFrontmatter } from './content/blog/vitePlugin.js'
import { firmFactsPlugin } from './content/firm/vitePlugin.js'

const icuParser = '@formatjs/icu-messageformat-parser'

/**
 * The browser build resolves the ICU message parser to the parser package's own parser-less entry
 * (`no-parser.js`: its types and guards; `parse` throws). The server sends the catalogues' messages
 * already parsed (`compileMessages` in pages/+onBeforeRender.ts) and `@firma/i18n` formats them, so
 * the parser would be 7 KB gzip of dead weight on every first load (SPEED.md). The server build keeps
 * the real one, which compiles the catalogues; tests/bundle.e2e.ts checks it stays out of the browser.
 */
function icuParserOnlyOnServer(): Plugin {
  return {
    name: 'firma:icu-parser-only-on-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id, importer, options) {
      // Resolved from the importer (intl-messageformat, @firma/i18n), so it is the very parser version
      // that importer depends on.
      return id === icuParser
        ? this.resolve(`${icuParser}/no-parser.js`, importer, { ...options, skipSelf: true })
        : null
    },
  }
}

/**
 * The files of public/ are copied into the build as they are, and `precompress` leaves them alone: this
 * gives them their brotli and gzip copies too (the same sizes and qualities), so the static server
 * compresses nothing it sends (the site's illustrations are SVG files there).
 */
function precompressPublicFiles(): Plugin {
  return {
    name: 'firma:precompress-public-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async closeBundle() {
      const { publicDir, build, root } = this.environment.config
      if (!publicDir || !build.copyPublicDir) return
      const outDir = resolve(root, build.outDir)
      const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(outDir, relative(publicDir, join(entry.parentPath, entry.name))))
      await precompressFiles(files, true)
    },
  }
}

export default defineConfig({
  plugins: [
    // MDX must be compiled before the React transform sees it. Only .mdx files are MDX (blog posts,
    // whose frontmatter is their metadata: content/blog/vitePlugin.ts): the product texts' and the
    // privacy notice's .md files are data, read as text.
    postFrontmatter(),
    postBodies(mdx({ mdExtensions: [] })),
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    vike(),
    // The production server (dist/server/index.mjs, srvx) with its static file server, as Vike sets it
    // up, plus `precompress`: at the end of the build, every built asset and prerendered page of
    // dist/client of 1 KB or more gets a brotli (quality 11) and a gzip (level 9) copy beside it
    // (`.br`, `.gz`), which the static server sends by the visitor's Accept-Encoding, so nothing
    // built is compressed per request. (Vike prerenders while the server is built, before this runs.)
    node({ precompress: true }),
    precompressPublicFiles(),
    icuParserOnlyOnServer(),
    // The facts about the firm (content/firm.yaml), validated when the build or dev server starts.
    firmFactsPlugin(),
    // dist/server/build-identity.json: the configuration the pages are prerendered with.
    buildIdentityPlugin(),
  ],
  // Our packages are compiled from their TypeScript sources (the `source` export condition), so the
  // site never runs a stale build of them; `pnpm release` checks the built packages separately.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: [/^@firma\//],
  },
  server: { host: '127.0.0.1' },
  build: {
    sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
    // One stylesheet for the whole site (11 KB compressed) instead of eight or nine per page: each
    // stylesheet holds the first paint, and on a phone's link each is a request of its own beside the
    // fonts and scripts (SPEED.md; tests/bundle.e2e.ts checks there is one).
    cssCodeSplit: false,
    // A chunk loaded with import() has its own imports preloaded beside it (the widget's dialog and
    // its messages, one round trip instead of two), except a page's entry: Vike's client imports only
    // the page's own entry, whose imports the page's HTML already preloads (`modulepreload`), so the
    // list of every page's imports in the first script is dead weight (403 bytes gzip on every page,
    // SPEED.md; tests/bundle.e2e.ts checks that the HTML preloads all of a page's first scripts).
    modulePreload: {
      resolveDependencies: (filename, deps) => (filename.startsWith('assets/entries/') ? [] : deps),
    },
    // Code that four or more chunks import (React, the JSX runtime, Vike's client, the widget's
    // preference model, ...) goes into one shared chunk instead of a small chunk per set of importers:
    // a page's first load is 4 to 6 scripts instead of 8 to 11, 1.5 KB gzip less (SPEED.md).
    // The pieces of the content lists (cards, post cards, references, customers' names, quotes) are one
    // chunk: the home page shows them all, and as three chunks of two or three pages each they cost it
    // two more requests and 529 bytes gzip, which took it over the 100 KB budget; the product, about
    // and blog pages take the rest along (0.7 to 1.2 KB, SPEED.md; tests/bundle.e2e.ts checks budget).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shared', minShareCount: 4 },
            {
              name: 'content',
              test: /\/(Card|PostCard|CaseStudy|CaseStudies|LogoWall|Testimonial)\/[^/]+\.tsx$/,
            },
          ],
        },
      },
    },
  },
  // When this build was made: sitemap lastmod of the generated pages and the deploy check.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
})

import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { postFrontmatter } from './apps/website/content/blog/vitePlugin.js'
import { firmFactsPlugin } from './apps/website/content/firm/vitePlugin.js'
import { mdxBodiesUncompiled } from './apps/website/testing/mdxBodies.js'

/** Real Chromium, one test file at a time per project (the machines have two shared cores). */
const browserTest = {
  environment: 'node',
  fileParallelism: false,
  testTimeout: 120_000,
  hookTimeout: 120_000,
} as const

/**
 * The site built from the complete facts (content/fixtures/complete-firm.yaml): a build and a server of
 * its own, so a project of its own (`npm test` runs it after the website's other browser tests).
 */
const completeFirm = 'apps/website/tests/complete-firm.e2e.ts'

/** Browser tests whose subject is behaviour under load or faults: run when little else runs. */
const loadSensitive = [
  'apps/website/tests/rolling-restart.e2e.ts',
  'apps/website/tests/faults.e2e.ts',
  'apps/website/tests/readiness.e2e.ts',
  'apps/website/tests/fuzz.e2e.ts',
]

// Two projects: `node` for logic (plain *.test.ts, no DOM) and `dom` for components (*.test.tsx in jsdom).
// The `source` export condition lets tests use each package's TypeScript sources without a build.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on these two-core machines, a single one.
    // Most test files wait on jsdom's start, imports or a server more than they compute, so two
    // workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        // Vitest's node environment resolves like Vite's SSR: it reads ssr.resolve, not resolve.
        // The facts about the firm (content/firm.yaml, or FIRM_FACTS) as the site's build reads them.
        // The posts' frontmatter (content/blog/vitePlugin.ts); no MDX compiler (testing/postBodies.mock.ts).
        plugins: [firmFactsPlugin(), postFrontmatter(), mdxBodiesUncompiled()],
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        test: {
          name: 'node',
          environment: 'node',
          // One process per worker, not per file; vitest.setup.ts gives each file fresh modules.
          isolate: false,
          setupFiles: ['./vitest.setup.ts', './apps/website/testing/postBodies.mock.ts'],
          include: ['packages/*/src/**/*.test.ts', 'apps/website/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // Hooks start and stop real servers (PostgreSQL, SMTP): stopping PostgreSQL took more than
          // Vitest's default 10 s on a loaded two-core machine and failed a file whose tests had passed.
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), firmFactsPlugin(), postFrontmatter(), mdxBodiesUncompiled()],
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom window per worker, not per file (a window and a fresh import of everything per
          // file cost three times the tests' own CPU); the setup files give each file fresh modules and a
          // fresh page.
          isolate: false,
          include: ['packages/*/src/**/*.test.tsx', 'apps/website/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: [
            './vitest.setup.ts',
            './vitest.setup.dom.ts',
            './apps/website/testing/postBodies.mock.ts',
          ],
        },
      },
      {
        // The static Storybook in real Chromium: every story and docs page with axe, in every
        // language and scheme, and every story's pixels against the committed reference pictures.
        // Run by `npm test` after `pnpm storybook:build`. storybook-docs: what the docs tell a designer
        // (props, notes, statuses, the sidebar's tags), mostly read from the build without a page load.
        test: {
          ...browserTest,
          name: 'storybook',
          include: ['tests/storybook.e2e.ts', 'tests/storybook-docs.e2e.ts'],
        },
      },
      {
        // The website's production build in real Chromium, served once by the global setup (`npm test`
        // builds first), and the tests that build or start servers of their own.
        plugins: [firmFactsPlugin(), postFrontmatter()],
        test: {
          ...browserTest,
          name: 'site',
          // One process per worker, not per file (vitest.setup.ts gives each file fresh modules): a
          // process and a fresh import of the site's modules per file cost more than some files' tests.
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          include: ['apps/website/tests/**/*.e2e.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', completeFirm, ...loadSensitive],
          globalSetup: ['./tests/support/global-setup.ts'],
        },
      },
      {
        // The packages packed and installed as another team installs them, in scratch host apps.
        // The packages are packed once (the global setup); each app's npm install and build run in its
        // hooks, given the time a registry install and a Next.js build take on a busy machine.
        test: {
          ...browserTest,
          name: 'consumers',
          include: ['packages/*/test/**/*.e2e.ts'],
          globalSetup: ['./packages/a11y-widget/test/global-setup.ts'],
          hookTimeout: 600_000,
        },
      },
      {
        // The website built from the complete facts, with its own build and server.
        plugins: [firmFactsPlugin(), postFrontmatter()],
        test: { ...browserTest, name: 'complete', include: [completeFirm] },
      },
      {
        // What measures the server under load or faults (restarts, floods, probes): `npm test` runs it
        // after the Storybook lane, once only the website lane's end competes for the two cores.
        plugins: [firmFactsPlugin(), postFrontmatter()],
        test: { ...browserTest, name: 'load', include: loadSensitive },
      },
    ],
  },
})

import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { postFiles } from './apps/website/content/blog/vitePlugin.js'
import { firmFactsPlugin } from './apps/website/content/firm/vitePlugin.js'

// Two projects: `node` for logic (plain *.test.ts, no DOM) and `dom` for components (*.test.tsx in jsdom).
// The `source` export condition lets tests use each package's TypeScript sources without a build.
export default defineConfig({
  test: {
    projects: [
      {
        // Vitest's node environment resolves like Vite's SSR: it reads ssr.resolve, not resolve.
        // The facts about the firm (content/firm.yaml, or FIRM_FACTS) as the site's build reads them.
        // The posts' frontmatter (content/blog/vitePlugin.ts); no MDX compiler (testing/postBodies.mock.ts).
        plugins: [firmFactsPlugin(), ...postFiles()],
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['./apps/website/testing/postBodies.mock.ts'],
          include: ['packages/*/src/**/*.test.ts', 'apps/website/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // Hooks start and stop real servers (PostgreSQL, SMTP): stopping PostgreSQL took more than
          // Vitest's default 10 s on a loaded two-core machine and failed a file whose tests had passed.
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), firmFactsPlugin(), ...postFiles()],
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/website/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['./vitest.setup.dom.ts', './apps/website/testing/postBodies.mock.ts'],
        },
      },
      {
        // Real Chromium over real builds: the static Storybook and the production server
        // (started once by the global setup). Run by `pnpm test` after `pnpm build`.
        plugins: [firmFactsPlugin(), ...postFiles()],
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/**/*.e2e.ts', 'apps/website/tests/**/*.e2e.ts', 'packages/*/test/**/*.e2e.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'tests/storybook-visual.e2e.ts'],
          globalSetup: ['./tests/support/global-setup.ts'],
          // One browser at a time: these machines have two shared cores.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The Storybook's pixels against the committed reference images, in the same Chromium. It
        // needs only the static Storybook, so `pnpm test:visual` runs it without the site's build.
        test: {
          name: 'visual',
          environment: 'node',
          include: ['tests/storybook-visual.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})

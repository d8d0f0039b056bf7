import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startProductionServer } from '../../apps/website/scripts/production-server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production server started for the browser tests. */
    baseURL: string
    /** Where that server keeps its data (SQLite). */
    dataDir: string
  }
}

/**
 * Starts the production build (`pnpm build` must have run) on a free port for the whole browser
 * project. Its SITE_URL is its own origin and it has an ANALYTICS_ID, neither of which the build was
 * made for, so it renders every page per request (the prerendered copies the build wrote have their own
 * server in apps/website/tests/prerender.e2e.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startProductionServer({
    path: '/',
    isReady: (response) => response.status < 500,
    siteUrl: 'origin',
    env: {
      // Analytics configured, so the tests can prove the tag waits for consent.
      ANALYTICS_ID: 'G-E2ETEST1',
      // Tests act as distinct clients through X-Forwarded-For (the contact rate limit is per client).
      TRUST_PROXY: 'true',
      // `?simulate-error` makes a page fail, so the tests can see the 500 page a visitor would.
      NODE_OPTIONS: `--import=${fileURLToPath(new URL('./failingPages.mjs', import.meta.url))}`,
    },
  })
  project.provide('baseURL', server.origin)
  project.provide('dataDir', server.dataDir)
  return async () => {
    await server.stop()
    server.dispose()
  }
}

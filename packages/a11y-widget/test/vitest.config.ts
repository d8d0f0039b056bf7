import { defineConfig } from 'vitest/config'

// The pack-install-render test: slow (npm installs from the registry), so it is not part of the
// `node`/`dom` projects. Run: node_modules/.bin/vitest run --config packages/a11y-widget/test/vitest.config.ts
export default defineConfig({
  test: {
    name: 'a11y-widget-consumer',
    environment: 'node',
    include: ['packages/a11y-widget/test/**/*.e2e.ts'],
    root: new URL('../../..', import.meta.url).pathname,
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    globalSetup: ['packages/a11y-widget/test/global-setup.ts'],
  },
})

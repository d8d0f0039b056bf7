import { defineMain } from '@storybook/react-vite/node'
import { defaultClientConditions, mergeConfig } from 'vite'

export default defineMain({
  framework: '@storybook/react-vite',
  // Docs pages (MDX) sit beside the stories; the introduction belongs to no package.
  stories: ['./Introduction.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The stories only the tests need (a 320 px phone, large text, hover, focus, pressed, a pinned scheme
  // or language) stay out of a designer's sidebar until the tag filter asks for them; the sweep and
  // the pixel comparison read every story from index.json, filtered or not.
  tags: { 'test-only': { defaultFilterSelection: 'exclude' } },
  // Sample drawings for the Illustration stories, served from Storybook's own origin as `<use>` needs.
  staticDirs: [{ from: '../packages/ui/src/storybook/media', to: '/storybook-media' }],
  core: { disableTelemetry: true },
  // Babel-based docgen: it does not depend on the TypeScript compiler API.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (config) =>
    mergeConfig(config, {
      // Stories use each package's TypeScript sources through the `source` export condition.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      build: {
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            // Radix ships "use client" directives, meaningless in a client-only bundle.
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
          },
        },
      },
    }),
})

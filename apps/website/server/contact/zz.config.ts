// TEMPORARY (untracked): the root config with ssr.resolve.conditions added to the node project.
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source', ...defaultServerConditions] },
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        test: {
          name: 'node',
          environment: 'node',
          include: ['apps/website/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['apps/website/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['./vitest.setup.dom.ts'],
        },
      },
    ],
  },
})

import type { Plugin } from 'vite'

/**
 * The unit projects compile no MDX: a post's body renders its raw source as text (postBodies.mock.ts
 * mocks the module that imports the bodies). A body file is still read when Vitest follows every
 * test's imports to find what a change reaches (`vitest --changed`, `pnpm test:changed`), and MDX is
 * no JavaScript: this plugin turns it into a module that fails loudly if a test ever runs it unmocked.
 */
export function mdxBodiesUncompiled(): Plugin {
  return {
    name: 'mdx-bodies-uncompiled',
    enforce: 'pre',
    transform(_code, id) {
      if (!id.endsWith('.mdx')) return undefined
      const message = `${id}: the unit tests compile no MDX; import the post bodies through the mocked content/blog/bodies.js`
      return `throw new Error(${JSON.stringify(message)})`
    },
  }
}

import { vi } from 'vitest'

// The test projects have no MDX compiler: in every component test a post's body renders its raw
// source as text. (A vi.mock in a setup file applies to all test files of the project.)
vi.mock('../content/blog/bodies.js', async () => {
  const { postSource } = await import('./postSources.js')
  return {
    postBody: (locale: 'sl' | 'en', id: string) => {
      const source = postSource(locale, id)
      return source === undefined ? undefined : () => source
    },
  }
})

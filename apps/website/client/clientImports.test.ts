import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reachableFrom } from '../../../tests/support/moduleGraph.js'
import { filesUnder } from '../scripts/copyFiles.js'

// The browser gets each page's content from its +data hook, in its language only (each page's content.ts, which reads the page's words through its words.ts).
// This walks the app's modules the browser loads, from the client-side hooks, along every import that
// is not `import type`, and checks that none reaches the content modules of every page and both
// languages (the Lighthouse budget: at most 100 KB of JavaScript on first load).
const app = resolve(process.cwd(), 'apps/website')

const clientHooks = new Set([
  '+Page.tsx',
  '+Layout.tsx',
  '+title.ts',
  '+description.ts',
  '+onBeforeRenderClient.ts',
])

const serverOnlyContent = [
  'content/index.ts',
  'content/wordsLoader.ts',
  'content/shared/words.ts',
  'pages/headerWords.ts',
  'content/wordsSchema.ts',
  'pages/home/content.ts',
  'pages/about/content.ts',
  'pages/accessibilityStatement/content.ts',
  'pages/blog/content.ts',
  'pages/contact/content.ts',
  'pages/privacyNotice/content.ts',
  'pages/products/content.ts',
  'pages/productCategory/content.ts',
  'pages/sitemap/content.ts',
  'content/blog/index.ts',
  'content/blog/bodies.ts',
  'content/blog/posts.ts',
  'content/products/sl.ts',
  'content/products/en.ts',
  'content/partners.ts',
  'content/team.ts',
  'pages/headerImage.ts',
]

function clientModules(): Set<string> {
  const entries = filesUnder(join(app, 'pages'), (name) => clientHooks.has(name))
  return new Set([...reachableFrom(entries)].map((file) => relative(app, file)))
}

describe('the JavaScript of the browser', () => {
  const modules = clientModules()

  it('reaches the screens, the layout and a post’s body loader (the walk works)', () => {
    expect(modules).toContain('layouts/SiteLayout.tsx')
    expect(modules).toContain('pages/home/HomeScreen.tsx')
    expect(modules).toContain('pages/blogPost/mdxComponents.tsx')
    expect(modules).toContain('content/blog/bodyLoader.ts')
  })

  it('holds no server-only module: the browser loads client/ and shared/, never server/', () => {
    expect([...modules].filter((file) => file.startsWith('server/'))).toEqual([])
  })

  it('never holds the content of every page in both languages', () => {
    expect(serverOnlyContent.filter((file) => modules.has(file))).toEqual([])
  })
})

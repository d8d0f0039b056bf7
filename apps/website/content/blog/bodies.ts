import { isLocale, type Locale } from '@firma/i18n'
import type { MDXContent, MDXModule } from 'mdx/types'

// The compiled MDX bodies (@mdx-js/rollup in the website's Vite config), all at once: for the server
// (read times, feeds) only, through content/index.ts; the browser loads one post's body through
// `bodyLoader.ts`. Kept apart from the metadata so that tests without the MDX compiler can mock this
// one module.
const modules = import.meta.glob<MDXModule>('./*/*.mdx', { eager: true })

const bodies = new Map<string, MDXContent>()
for (const [path, module] of Object.entries(modules)) {
  const match = /^\.\/([a-z0-9-]+)\/([a-z]+)\.mdx$/.exec(path)
  if (match?.[1] && isLocale(match[2])) bodies.set(`${match[2]}/${match[1]}`, module.default)
}

export function postBody(locale: Locale, id: string): MDXContent | undefined {
  return bodies.get(`${locale}/${id}`)
}

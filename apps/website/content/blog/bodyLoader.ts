import type { Locale } from '@firma/i18n'
import type { MDXContent, MDXModule } from 'mdx/types'

// The compiled MDX bodies, each in its own chunk: a post page loads only its own body. The page's
// hooks load it before rendering (pages/blogPost/+data.ts on the server,
// +onBeforeRenderClient.ts in the browser, also before hydration), so the page renders it at once:
// the server's HTML holds the whole body and hydration finds the same markup.
const loaders = import.meta.glob<MDXModule>('./*/*.mdx')

const loaded = new Map<string, MDXContent>()
const pending = new Map<string, Promise<MDXContent | undefined>>()

const keyOf = (locale: Locale, id: string) => `./${id}/${locale}.mdx`

/** Loads the body of post `id` in `locale` (once); undefined when there is no such post. */
export function loadPostBody(locale: Locale, id: string): Promise<MDXContent | undefined> {
  const key = keyOf(locale, id)
  const done = loaded.get(key)
  if (done) return Promise.resolve(done)
  let promise = pending.get(key)
  if (!promise) {
    const loader = loaders[key]
    promise = loader
      ? loader().then((module) => {
          loaded.set(key, module.default)
          return module.default
        })
      : Promise.resolve(undefined)
    // A failed load (a lost connection) may be tried again.
    promise.catch(() => pending.delete(key))
    pending.set(key, promise)
  }
  return promise
}

/** The body of post `id` in `locale` if `loadPostBody` has loaded it, else undefined. */
export function loadedPostBody(locale: Locale, id: string): MDXContent | undefined {
  return loaded.get(keyOf(locale, id))
}

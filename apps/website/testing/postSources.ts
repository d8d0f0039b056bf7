import { isLocale, type Locale } from '@firma/i18n'

/** A post's frontmatter: the YAML between two `---` lines at the very start of its file. */
const frontmatter = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/

// The raw MDX body of every post (without its frontmatter): the tests run without the MDX plugin, so
// `?raw` gives the source. Under the website's Vite config the MDX plugin compiles `?raw` imports too
// (it ignores queries), so site code must not import this module.
const rawSources = import.meta.glob<string>('../content/blog/*/*.mdx', {
  eager: true,
  query: '?raw',
  import: 'default',
})

/** `{ id, locale, source }` of every MDX file under `content/blog/{id}/{locale}.mdx`. */
export const postSources: { id: string; locale: Locale; source: string }[] = Object.entries(
  rawSources,
).flatMap(([path, source]) => {
  const match = /\/blog\/([a-z0-9-]+)\/([a-z]+)\.mdx$/.exec(path)
  const locale = match?.[2]
  return match?.[1] && isLocale(locale)
    ? [{ id: match[1], locale, source: source.replace(frontmatter, '') }]
    : []
})

export function postSource(locale: Locale, id: string): string | undefined {
  return postSources.find((entry) => entry.locale === locale && entry.id === id)?.source
}

import { isLocale, type Locale } from '@firma/i18n'

// The raw MDX text of every post, for the read time and the parity test. `?raw` needs no MDX
// compiler, so this module also loads in plain Node tests.
const rawSources = import.meta.glob<string>('./*/*.mdx', { eager: true, query: '?raw', import: 'default' })

/** `{ id, locale, source }` of every MDX file under `blog/{id}/{locale}.mdx`. */
export const postSources: { id: string; locale: Locale; source: string }[] = Object.entries(
  rawSources,
).flatMap(([path, source]) => {
  const match = /^\.\/([a-z0-9-]+)\/([a-z]+)\.mdx$/.exec(path)
  const locale = match?.[2]
  return match?.[1] && isLocale(locale) ? [{ id: match[1], locale, source }] : []
})

export function postSource(locale: Locale, id: string): string | undefined {
  return postSources.find((entry) => entry.locale === locale && entry.id === id)?.source
}

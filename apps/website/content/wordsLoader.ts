import type { Locale } from '@firma/i18n'
import type * as v from 'valibot'
import { ContentError } from './contentFile.js'
import { readProse } from './prose.js'
import { checkWords, parseWords } from './wordsSchema.js'

/**
 * The words of one folder (a page's, or the shared ones) in a language: its `sl` and `en` file, YAML
 * or, given `proseParts`, Markdown prose (content/prose.ts), checked against `schema` once, on first
 * use; a mistake stops with the file and the field named. `files` is the folder's files as text
 * (its `import.meta.glob`, keyed `./sl.yaml`); `folder` is its path from the website's folder.
 * Server-side only: the pages' +data hooks pass each screen its own words in its own language.
 */
export function wordsLoader<S extends v.GenericSchema>(
  folder: string,
  files: Record<string, string>,
  schema: S,
  proseParts?: readonly string[],
): (locale: Locale) => v.InferOutput<S> {
  const loaded = new Map<Locale, v.InferOutput<S>>()
  const read = (locale: Locale): v.InferOutput<S> => {
    const name = `${locale}.${proseParts ? 'md' : 'yaml'}`
    const file = `${folder}/${name}`
    const text = files[`./${name}`]
    if (text === undefined) throw new ContentError(`${file}: is missing`)
    if (!proseParts) return parseWords(text, file, schema)
    const { data, intro, sections } = readProse(text, file, proseParts)
    const fields = typeof data === 'object' && data !== null ? data : {}
    return checkWords({ ...fields, intro, sections }, file, schema)
  }
  return (locale) => {
    if (!loaded.has(locale)) loaded.set(locale, read(locale))
    return loaded.get(locale) as v.InferOutput<S>
  }
}

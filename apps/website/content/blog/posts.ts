// The posts' metadata, from each post's folder: the frontmatter of `<id>/sl.mdx` and `<id>/en.mdx`
// holds its dates and, in that language, its title, subtitle, description and cover description; the
// rest of the file is its body. Read through the same schema-checked loader as the pages' words
// (content/wordsSchema.ts).
import type { Locale } from '@firma/i18n'
import * as v from 'valibot'
import { ContentError } from '../contentFile.js'
import type { ImageAsset } from '../types.js'
import { alt, fieldsMessage, parseWords, text } from '../wordsSchema.js'

/** The metadata of one post in one language, as written (read time is computed, not written). */
export interface PostText {
  title: string
  subtitle: string
  description: string
  imageAlt: string
}

/**
 * A post: its id (the URL segment, shared by both translations so the language switch lands on the
 * translation), dates, cover image and texts per language. Bodies are `./{id}/{locale}.mdx`.
 */
export interface PostEntry {
  id: string
  date: string
  updated?: string
  image: Omit<ImageAsset, 'alt'>
  text: Record<Locale, PostText>
}

// Each post's MDX frontmatter as YAML text (content/blog/vitePlugin.ts serves `?frontmatter`).
const files = import.meta.glob<string>('./*/*.mdx', { eager: true, query: '?frontmatter', import: 'default' })

const date = v.pipe(text, v.isoDate('must be a date like 2024-02-12'))
const frontmatter = v.strictObject(
  {
    date,
    updated: v.optional(date),
    title: text,
    subtitle: text,
    description: text,
    imageAlt: v.pipe(alt, v.nonEmpty('must not be empty')),
  },
  fieldsMessage('a post’s frontmatter (date, updated, title, subtitle, description, imageAlt)'),
)

const cover = (id: string) => ({ src: `/media/blog/${id}.svg`, width: 1200, height: 630 })

/**
 * The posts of `frontmatters` (each MDX file's frontmatter by its path, `./<id>/<locale>.mdx`), checked:
 * a missing file or field, or dates that differ between the languages, name the file.
 */
function postEntriesOf(frontmatters: Record<string, string>): PostEntry[] {
  const frontmatterOf = (id: string, locale: Locale) => {
    const file = `content/blog/${id}/${locale}.mdx`
    const source = frontmatters[`./${id}/${locale}.mdx`]
    if (source === undefined) throw new ContentError(`${file}: is missing (every post is in sl and en)`)
    return parseWords(source, file, frontmatter)
  }
  const ids = [...new Set(Object.keys(frontmatters).map((path) => path.split('/')[1] as string))]
  return ids.map((id) => postEntryOf(id, frontmatterOf(id, 'sl'), frontmatterOf(id, 'en')))
}

function postEntryOf(
  id: string,
  { date: published, updated, ...sl }: v.InferOutput<typeof frontmatter>,
  en: v.InferOutput<typeof frontmatter>,
): PostEntry {
  // The dates are the post's, not a translation's: both files must agree.
  for (const field of ['date', 'updated'] as const) {
    const slValue = field === 'date' ? published : updated
    if (en[field] !== slValue) {
      throw new ContentError(
        `content/blog/${id}/en.mdx: ${field}: must be the same as in sl.mdx (${slValue ?? 'none'})`,
      )
    }
  }
  const { date: _date, updated: _updated, ...enText } = en
  return { id, date: published, ...(updated ? { updated } : {}), image: cover(id), text: { sl, en: enText } }
}

export const postEntries: PostEntry[] = postEntriesOf(files)

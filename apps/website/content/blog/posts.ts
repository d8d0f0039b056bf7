// The posts' metadata, from each post's folder: `<id>/post.yaml` holds its dates and, per language,
// its title, subtitle, description and cover description; `<id>/sl.mdx` and `<id>/en.mdx` its body.
// Read through the same schema-checked loader as the pages' words (content/copyFile.ts).
import type { Locale } from '@firma/i18n'
import * as v from 'valibot'
import { alt, fieldsMessage, parseCopy, text } from '../copyFile.js'
import type { ImageAsset } from '../types.js'

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

const files = import.meta.glob<string>('./*/post.yaml', { eager: true, query: '?raw', import: 'default' })

const date = v.pipe(text, v.isoDate('must be a date like 2024-02-12'))
const postText = v.strictObject(
  { title: text, subtitle: text, description: text, imageAlt: v.pipe(alt, v.nonEmpty('must not be empty')) },
  fieldsMessage('a post’s texts (title, subtitle, description, imageAlt)'),
)
const postSchema = v.strictObject(
  { date, updated: v.optional(date), sl: postText, en: postText },
  fieldsMessage('a post (date, updated, sl, en)'),
)

const cover = (id: string) => ({ src: `/media/blog/${id}.svg`, width: 1200, height: 630 })

export const postEntries: PostEntry[] = Object.entries(files).map(([path, source]) => {
  const id = path.split('/')[1] as string
  const { date: published, updated, sl, en } = parseCopy(source, `content/blog/${id}/post.yaml`, postSchema)
  return { id, date: published, ...(updated ? { updated } : {}), image: cover(id), text: { sl, en } }
})

import { createTranslator, type Locale } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import type { Post, PostMeta } from '../types.js'
import { postBody } from './bodies.js'
import { postEntries } from './posts.js'
import { readMinutesOfBody } from './readTime.js'

// Read times by `locale/id`: computed once per body.
const readMinutesCache = new Map<string, number>()

function metaOf(locale: Locale, id: string): PostMeta | undefined {
  const entry = postEntries.find((candidate) => candidate.id === id)
  const Body = postBody(locale, id)
  if (!entry || !Body) return undefined
  const key = `${locale}/${id}`
  const readMinutes = readMinutesCache.get(key) ?? readMinutesOfBody(Body)
  readMinutesCache.set(key, readMinutes)
  const text = entry.text[locale]
  return {
    id: entry.id,
    locale,
    date: entry.date,
    ...(entry.updated ? { updated: entry.updated } : {}),
    title: text.title,
    subtitle: text.subtitle,
    description: text.description,
    image: { ...entry.image, alt: text.imageAlt },
    readMinutes,
    labels: postLabels(locale, entry.date, readMinutes),
  }
}

/**
 * A post's date and reading time as its language says them. Formatted on the server: the browser's
 * first Intl.DateTimeFormat costs a slow phone tens of milliseconds of hydration (it loads the
 * locale's calendar data), for text that is already on screen.
 */
function postLabels(locale: Locale, date: string, readMinutes: number): PostMeta['labels'] {
  const { t } = createTranslator(locale, getMessages(locale))
  return {
    published: t('blog.publishedOn', { date: new Date(`${date}T12:00:00Z`) }),
    readTime: t('blog.readTime', { minutes: readMinutes }),
  }
}

/** Ids of every post (each exists in both languages), newest first. */
function postIds(): string[] {
  return [...postEntries].sort((a, b) => b.date.localeCompare(a.date)).map((entry) => entry.id)
}

/** The metadata of every post in `locale`, newest first. */
export function listPosts(locale: Locale): PostMeta[] {
  return postIds().flatMap((id) => {
    const meta = metaOf(locale, id)
    return meta ? [meta] : []
  })
}

/** One post with its MDX body, or undefined when there is no such post in `locale`. */
export function getPost(locale: Locale, id: string): Post | undefined {
  const meta = metaOf(locale, id)
  const Body = postBody(locale, id)
  return meta && Body ? { ...meta, Body } : undefined
}

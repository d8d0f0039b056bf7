import { absoluteUrl, buildPath, type Locale, localeInfo } from '@firma/i18n'
import { feedPath } from '../../content/blog/feedPath.js'
import { escapeXml } from '../../render/xml.js'
import { headerWords } from '../headerWords.js'

/** What a feed entry needs from a post (a subset of the content's `PostMeta`). */
export interface FeedPost {
  id: string
  date: string
  updated?: string
  title: string
  subtitle: string
  description: string
}

export interface AtomFeedInput {
  locale: Locale
  /** The site's origin, e.g. `https://www.example.com`; every link in the feed is absolute. */
  origin: string
  /** Newest first, as `listPosts(locale)` returns them. */
  posts: readonly FeedPost[]
  /** Author and rights holder; defaults to the blog's title in `locale`. */
  author?: string
}

// Dates are written as midnight UTC of the publication day: the posts carry dates, not times.
const atomDate = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toISOString()

/** An Atom 1.0 feed (RFC 4287) of the blog in `locale`, with absolute links. Pure: no I/O. */
export function atomFeed({ locale, origin, posts, author }: AtomFeedInput): string {
  const blog = headerWords('blog', locale)
  const blogUrl = absoluteUrl(origin, buildPath('blog', locale))
  const selfUrl = absoluteUrl(origin, feedPath(locale))
  const title = blog.title
  const authorName = author ?? title
  const newest = posts.reduce<string | undefined>((latest, post) => {
    const date = post.updated ?? post.date
    return latest === undefined || date > latest ? date : latest
  }, undefined)
  const lang = localeInfo[locale].hreflang

  const entries = posts.map((post) => {
    const url = absoluteUrl(origin, buildPath('blogPost', locale, { id: post.id }))
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomDate(post.date)}</published>`,
      `    <updated>${atomDate(post.updated ?? post.date)}</updated>`,
      `    <summary>${escapeXml(`${post.subtitle}. ${post.description}`)}</summary>`,
      '  </entry>',
    ].join('\n')
  })

  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(lang)}">`,
    `  <id>${escapeXml(blogUrl)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(blog.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(blogUrl)}"/>`,
    `  <updated>${atomDate(newest ?? '2008-01-01')}</updated>`,
    `  <author><name>${escapeXml(authorName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

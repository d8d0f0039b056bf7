// The blog list's data in one language: every post's metadata (content/blog) and the feed's link,
// whose words are shared with the sitemap (content/shared). Built on the server by +data.ts.
import type { Locale } from '@firma/i18n'
import { feedPath } from '../../content/blog/feedPath.js'
import { listPosts } from '../../content/blog/index.js'
import { sharedWordsIn } from '../../content/shared/words.js'
import type { PostMeta } from '../../content/types.js'

export interface BlogListScreenContent {
  /** Every post's metadata, newest first. */
  posts: PostMeta[]
  feed: { href: string; text: string }
}

export function blogListScreenContent(locale: Locale): BlogListScreenContent {
  return {
    posts: listPosts(locale),
    feed: { href: feedPath(locale), text: sharedWordsIn(locale).feedLinkText },
  }
}

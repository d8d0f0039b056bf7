import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { Illustration, PostCard as PostCardView } from '@firma/ui'
import type { PostMeta } from '../../content/types.js'

// Here rather than in BlogListScreen: the home page shows post cards too, and importing them from the
// blog list put the whole list screen into the home page's JavaScript.

/** A post's card: @firma/ui's PostCard with the post's page, cover, date, read time and summary. */
export function PostCard({ post, headingLevel = 2 }: { post: PostMeta; headingLevel?: 2 | 3 }) {
  const { t } = useI18n()
  return (
    <PostCardView
      title={post.title}
      href={buildPath('blogPost', post.locale, { id: post.id })}
      date={post.date}
      dateLabel={post.labels.published}
      readTime={post.labels.readTime}
      summary={post.subtitle}
      media={<Illustration image={post.image} />}
      headingLevel={headingLevel}
      labels={{ read: t('blog.readNow') }}
      compactOnPhone
    />
  )
}

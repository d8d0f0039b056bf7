import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { ButtonLink, Card } from '@firma/ui'
import type { PostMeta } from '../../content/types.js'
import { Illustration } from '../Illustration/index.js'

// Here rather than in BlogListScreen: the home page shows post cards too, and importing them from the
// blog list put the whole list screen into the home page's JavaScript.

/** A post card: title (the link), cover, date and read time, subtitle, and "read now". */
export function PostCard({ post, headingLevel = 2 }: { post: PostMeta; headingLevel?: 2 | 3 }) {
  const { t } = useI18n()
  const href = buildPath('blogPost', post.locale, { id: post.id })
  return (
    <Card
      title={post.title}
      headingLevel={headingLevel}
      href={href}
      media={<Illustration image={post.image} />}
      meta={
        <>
          <time dateTime={post.date}>{post.labels.published}</time>
          <span aria-hidden="true"> · </span>
          <span className="blog-list__read-time">{post.labels.readTime}</span>
        </>
      }
      footer={
        <ButtonLink href={href} variant="secondary">
          {t('blog.readNow')}
          <span className="ui-visually-hidden">: {post.title}</span>
        </ButtonLink>
      }
    >
      <p>{post.subtitle}</p>
    </Card>
  )
}

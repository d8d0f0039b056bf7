import { useI18n } from '@firma/i18n/react'
import { CardGrid } from '@firma/ui'
import { useEffect, useRef, useState } from 'react'
import { PostCard } from '../../components/PostCard/PostCard.js'
import type { BlogListScreenContent } from './content.js'
import '../../components/screen.css'
import './BlogListScreen.css'

export interface BlogListScreenProps {
  /** The posts' metadata and the feed link in the page's language (+data.ts: `blogListScreenContent`). */
  content: BlogListScreenContent
  /** Posts shown before "see all posts"; the rest follow on request. Default 3. */
  initialCount?: number
}

/**
 * The blog list: post cards with "read now" and the read time, newest first;
 * "see all posts" reveals the older ones and moves focus to the first of them.
 */
export function BlogListScreen({ content, initialCount = 3 }: BlogListScreenProps) {
  const { t } = useI18n()
  const { posts, feed } = content
  const [showAll, setShowAll] = useState(false)
  const firstRevealed = useRef<HTMLLIElement>(null)
  const [focusRevealed, setFocusRevealed] = useState(false)

  useEffect(() => {
    if (!focusRevealed) return
    firstRevealed.current?.querySelector('a')?.focus()
    setFocusRevealed(false)
  }, [focusRevealed])

  if (posts.length === 0) {
    return (
      <div className="screen">
        <p>{t('blog.noPosts')}</p>
      </div>
    )
  }

  const collapsed = !showAll && posts.length > initialCount
  return (
    <div className="screen blog-list">
      <p className="blog-list__count">{t('blog.postCount', { count: posts.length })}</p>
      {/* Three a row; the posts past the first few are hidden until asked for. */}
      <CardGrid
        columns="thirds"
        className="blog-list__posts"
        data-state={collapsed ? 'collapsed' : 'expanded'}
      >
        {posts.map((post, index) => (
          <li
            key={post.id}
            ref={index === initialCount ? firstRevealed : undefined}
            hidden={collapsed && index >= initialCount}
            className={index >= initialCount ? 'blog-list__more' : undefined}
          >
            <PostCard post={post} />
          </li>
        ))}
      </CardGrid>
      {collapsed ? (
        <button
          type="button"
          className="ui-button blog-list__see-all"
          data-variant="secondary"
          onClick={() => {
            setShowAll(true)
            setFocusRevealed(true)
          }}
        >
          {t('blog.seeAllPosts')}
        </button>
      ) : null}
      <p className="blog-list__feed">
        <a href={feed.href} type="application/atom+xml">
          {feed.text}
        </a>
      </p>
    </div>
  )
}

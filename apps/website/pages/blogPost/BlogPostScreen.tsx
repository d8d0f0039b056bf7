import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { BackLink, Prose } from '@firma/ui'
import { useMemo } from 'react'
import type { Post } from '../../content/types.js'
import { mdxComponents, type PostBodyLabels } from './mdxComponents.js'
import '../../components/screen.css'
import './BlogPostScreen.css'

export interface BlogPostScreenProps {
  /** The post's metadata and MDX body; the page shell renders its title as the page's h1. */
  post: Post
  /** Labels of the body's elements in the post's language (pages/blogPost/+data.ts). */
  labels: PostBodyLabels
}

/** A blog post in the blog layout: date, read time, the MDX body and the way back. */
export function BlogPostScreen({ post, labels }: BlogPostScreenProps) {
  const { locale, t } = useI18n()
  const codeLanguage = labels.codeLanguage
  const components = useMemo(() => mdxComponents({ codeLanguage }), [codeLanguage])
  const { Body } = post
  return (
    <div className="screen blog-post">
      <BackLink href={buildPath('blog', locale)}>{t('blog.backToAllPosts')}</BackLink>
      <p className="blog-post__meta">
        <time dateTime={post.date}>{post.labels.published}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.labels.readTime}</span>
      </p>
      <Prose>
        <Body components={components} />
      </Prose>
      <BackLink href={buildPath('blog', locale)}>{t('blog.backToAllPosts')}</BackLink>
    </div>
  )
}

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getPost } from '../../../content/index.js'
import type { PostHeading } from '../../../lib/pageTexts.js'

export interface BlogPostData {
  post: PostHeading & {
    id: string
    date: string
    updated?: string
    image: { src: string; width: number; height: number; alt: string }
  }
}

// An id with no post in this language is a 404 (SPEC section 2: failed parameter validation).
export function data(pageContext: PageContextServer): BlogPostData {
  const post = getPost(pageContext.locale, String(pageContext.routeParams.id))
  if (!post) throw render(404)
  const { Body: _body, ...meta } = post
  return {
    post: {
      id: meta.id,
      title: meta.title,
      subtitle: meta.subtitle,
      description: meta.description,
      date: meta.date,
      ...(meta.updated ? { updated: meta.updated } : {}),
      image: meta.image,
    },
  }
}

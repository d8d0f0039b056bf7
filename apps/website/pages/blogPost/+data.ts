import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPostBody } from '../../content/blog/bodyLoader.js'
import { getPost } from '../../content/index.js'
import type { BlogPostData } from '../../shared/blogPost.js'
import { wordsIn } from './words.js'

// An id with no post in this language is a 404, like any path that matches no page.
export async function data(pageContext: PageContextServer): Promise<BlogPostData> {
  const { locale } = pageContext
  const post = getPost(locale, String(pageContext.routeParams.id))
  if (!post) throw render(404)
  // The page renders the body at once: load its chunk before rendering (+Page.tsx).
  await loadPostBody(locale, post.id)
  // Metadata only: the MDX body is a component and cannot travel as data.
  const { id, title, subtitle, description, date, updated, image, readMinutes, labels: postLabels } = post
  return {
    post: {
      id,
      title,
      subtitle,
      description,
      date,
      ...(updated ? { updated } : {}),
      image,
      readMinutes,
      labels: postLabels,
    },
    labels: wordsIn(locale).labels,
  }
}

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getPost } from '../../../content/index.js'
import type { BlogPostData } from '../../../lib/pageTexts.js'

// An id with no post in this language is a 404 (SPEC section 2: failed parameter validation).
export function data(pageContext: PageContextServer): BlogPostData {
  const post = getPost(pageContext.locale, String(pageContext.routeParams.id))
  if (!post) throw render(404)
  // Metadata only: the MDX body is a component and cannot travel as data.
  const { id, title, subtitle, description, date, updated, image } = post
  return { post: { id, title, subtitle, description, date, ...(updated ? { updated } : {}), image } }
}

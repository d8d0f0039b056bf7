import type { PageContextClient } from 'vike/types'
import { loadPostBody } from '../../content/blog/bodyLoader.js'
import { postOf } from '../../shared/blogPost.js'

// Only this post's MDX body, in its own chunk, before the page renders: also before hydration, so
// the server's markup of the body stays as it is, without a fallback in between.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const post = postOf(pageContext)
  if (post) await loadPostBody(pageContext.locale, post.id)
}

import { use } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { loadedPostBody, loadPostBody } from '../../content/blog/bodyLoader.js'
import type { BlogPostData } from '../../shared/blogPost.js'
import { BlogPostScreen } from './BlogPostScreen.js'

export default function Page() {
  const { locale } = usePageContext()
  const { post, labels } = useData<BlogPostData>()
  // +data.ts (server) and +onBeforeRenderClient.ts (browser) have loaded the body; should they not
  // have, the page waits for it.
  const Body = loadedPostBody(locale, post.id) ?? use(loadPostBody(locale, post.id))
  // +data.ts already answered 404 for unknown ids.
  return Body ? <BlogPostScreen post={{ ...post, locale, Body }} labels={labels} /> : null
}

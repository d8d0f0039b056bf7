import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { getPost } from '../../../content/index.js'
import type { BlogPostData } from '../../../lib/pageTexts.js'
import { BlogPostScreen } from '../../../screens/BlogPostScreen/index.js'

export default function Page() {
  const { locale } = usePageContext()
  const { post: meta } = useData<BlogPostData>()
  // +data.ts already answered 404 for unknown ids; the MDX body itself cannot travel as data.
  const post = getPost(locale, meta.id)
  return post ? <BlogPostScreen post={post} /> : null
}

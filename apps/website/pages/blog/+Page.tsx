import { useData } from 'vike-react/useData'
import { BlogListScreen } from './BlogListScreen.js'
import type { BlogListScreenContent } from './content.js'

export default function Page() {
  return <BlogListScreen content={useData<BlogListScreenContent>()} />
}

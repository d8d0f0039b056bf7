import { useData } from 'vike-react/useData'
import type { BlogListScreenContent } from '../../content/screenContent.js'
import { BlogListScreen } from './BlogListScreen.js'

export default function Page() {
  return <BlogListScreen content={useData<BlogListScreenContent>()} />
}

import { BlogListScreen } from '../../screens/BlogListScreen/index.js'

export default function Page() {
  return <BlogListScreen />
}

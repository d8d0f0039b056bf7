import { SitemapScreen } from '../../screens/SitemapScreen/index.js'

export default function Page() {
  return <SitemapScreen />
}

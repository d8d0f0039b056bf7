import { useData } from 'vike-react/useData'
import type { SitemapScreenContent } from './content.js'
import { SitemapScreen } from './SitemapScreen.js'

export default function Page() {
  return <SitemapScreen content={useData<SitemapScreenContent>()} />
}

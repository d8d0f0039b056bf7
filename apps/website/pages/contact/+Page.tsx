import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { ContactScreenContent } from '../../content/screenContent.js'
import { ContactScreen } from '../../screens/ContactScreen/index.js'
import { outcomeFromQuery } from '../../shared/contact/index.js'

// A post without JavaScript comes back here with its result in the query (see server/contact/README.md),
// and the page shows it. The prerendered copy has no query, so such requests are rendered per request
// (server/http/prerendered.ts).
export default function Page() {
  const { urlParsed } = usePageContext()
  const content = useData<ContactScreenContent>()
  return <ContactScreen content={content} initialOutcome={outcomeFromQuery(urlParsed.search)} />
}

import { usePageContext } from 'vike-react/usePageContext'
import { ContactScreen } from '../../screens/ContactScreen/index.js'
import { outcomeFromQuery } from '../../shared/contact/index.js'

// A post without JavaScript comes back here with its result in the query (see server/contact/README.md),
// and the page shows it. The prerendered copy has no query, so such requests are rendered per request
// (server/http/prerendered.ts).
export default function Page() {
  const { urlParsed } = usePageContext()
  return <ContactScreen initialOutcome={outcomeFromQuery(urlParsed.search)} />
}

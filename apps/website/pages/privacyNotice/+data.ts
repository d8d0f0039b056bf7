import type { PageContextServer } from 'vike/types'
import { firm } from '../../content/firm/index.js'
import { serverConfig } from '../../server/config.js'
import { privacyNotice } from './content.js'

// The notice in the page's language, stating the server's configuration (how long contact messages are
// kept, whether analytics are configured): the prerendered copy is checked against it at start-up.
export const data = (pageContext: PageContextServer) => {
  const config = serverConfig()
  return privacyNotice(
    pageContext.locale,
    {
      contactRetentionDays: config.contactRetentionDays ?? null,
      analytics: config.analyticsId !== undefined,
    },
    firm,
  )
}

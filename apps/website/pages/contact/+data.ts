import type { PageContextServer } from 'vike/types'
import { firm } from '../../content/firm/index.js'
import { contactTopicOf } from '../../shared/contactTopic.js'
import { contactScreenContent } from './content.js'

// The screen's content in the page's language only (server-only hook; it travels with the page). A
// product family named in the query (`?tema=iptv-aplikacije`) prefills the message; anything else in
// the query is ignored. Prerendered without a query; a request with one is rendered on the spot.
export const data = (pageContext: PageContextServer) =>
  contactScreenContent(
    pageContext.locale,
    contactTopicOf(pageContext.urlParsed.search, pageContext.locale),
    firm,
  )

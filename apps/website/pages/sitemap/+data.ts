import type { PageContextServer } from 'vike/types'
import { firm } from '../../content/firm/index.js'
import { sitemapScreenContent } from './content.js'

// The screen's content in the page's language only (server-only hook; it travels with the page).
export const data = (pageContext: PageContextServer) => sitemapScreenContent(pageContext.locale, firm)

import type { PageContextServer } from 'vike/types'
import { homeScreenContent } from '../../content/screenContent.js'

// The screen's content in the page's language only (server-only hook; it travels with the page).
export const data = (pageContext: PageContextServer) => homeScreenContent(pageContext.locale)

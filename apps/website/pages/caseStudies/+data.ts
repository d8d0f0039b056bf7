import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { firm } from '../../content/firm/index.js'
import { type CaseStudiesScreenContent, caseStudiesScreenContent } from './content.js'

// The screen's content in the page's language only. A firm without cases has no list: a 404, like
// any path that matches no page (and the page is left out of the navigation and the sitemaps).
export function data(pageContext: PageContextServer): CaseStudiesScreenContent {
  const content = caseStudiesScreenContent(pageContext.locale, firm)
  if (!content) throw render(404)
  return content
}

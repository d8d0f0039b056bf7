import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { firm } from '../../content/firm/index.js'
import { type CaseStudyScreenContent, caseStudyScreenContent } from './content.js'

// An id with no case, or a case with too few facts for a page, is a 404 like any path that matches
// no page. The header and head texts (pages/pageHeader.ts) are the case's own, from this data.
export function data(pageContext: PageContextServer): CaseStudyScreenContent {
  const content = caseStudyScreenContent(pageContext.locale, firm, String(pageContext.routeParams.id))
  if (!content) throw render(404)
  return content
}

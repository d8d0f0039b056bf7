import type { PageContext } from 'vike/types'
import { documentTitle } from '../content/firm/index.js'
import { pageTexts } from '../shared/pageTexts.js'

// Every title carries the site suffix, the error pages' too.
export default (pageContext: PageContext) => documentTitle(pageTexts(pageContext).title)

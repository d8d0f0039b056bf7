import type { PageContext } from 'vike/types'
import { pageTexts } from '../shared/pageTexts.js'

export default (pageContext: PageContext) => pageTexts(pageContext).description

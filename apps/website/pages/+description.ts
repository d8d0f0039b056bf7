import type { PageContext } from 'vike/types'
import { pageTexts } from '../lib/pageTexts.js'

export default (pageContext: PageContext) => pageTexts(pageContext).description

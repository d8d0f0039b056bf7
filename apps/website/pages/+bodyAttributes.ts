import type { PageContextServer } from 'vike/types'
import { isErrorPage } from '../shared/pageTexts.js'

// Posts use the blog layout: a narrower reading column (layouts/site.css).
export default (pageContext: PageContextServer) =>
  pageContext.routeId === 'blogPost' && !isErrorPage(pageContext) ? { 'data-layout': 'blog' } : {}

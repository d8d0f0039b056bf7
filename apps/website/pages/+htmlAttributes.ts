import { htmlAttributes } from '@firma/a11y-widget/server'
import type { PageContextServer } from 'vike/types'

// The visitor's colour scheme, text size and other choices are on <html> in the first response.
export default (pageContext: PageContextServer) => htmlAttributes(pageContext.a11yPreferences)

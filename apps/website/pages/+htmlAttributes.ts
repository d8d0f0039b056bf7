import { htmlAttributes } from '@firma/a11y-widget/server'
import type { PageContextServer } from 'vike/types'

// The visitor's colour scheme, text size and other choices are on <html> in the first response.
// `data-a11y-schemes="host"`: the site's own tokens (@firma/ui) restyle the page for each colour scheme,
// so the widget's built-in scheme colours step aside.
export default (pageContext: PageContextServer) => ({
  ...htmlAttributes(pageContext.a11yPreferences),
  'data-a11y-schemes': 'host',
})

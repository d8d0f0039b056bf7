// Environment: server. vike-react renders the page; the inject filter decides which of the build's
// assets Vike links in its <head>. This is the one place a page's HTML is shaped beyond React: the
// prerendered copies and the pages rendered per request come out of it the same.
import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'
import { keepFirstPaintFontPreloads } from '../server/fontPreloads.js'

export async function onRenderHtml(pageContext: PageContextServer) {
  return { documentHtml: await renderWithReact(pageContext), injectFilter: keepFirstPaintFontPreloads }
}

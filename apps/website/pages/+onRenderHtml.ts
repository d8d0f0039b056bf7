// Environment: server. vike-react renders the page; the inject filter decides which of the build's
// assets Vike links and where (the stylesheet at the end of the body: render/stylesheetAtBodyEnd.ts).
// This is the one place a page's HTML is shaped beyond React: the prerendered copies and the pages
// rendered per request come out of it the same.
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'
import { keepFirstPaintFontPreloads } from '../render/fontPreloads.js'
import { linkStylesheetAtBodyEnd } from '../render/stylesheetAtBodyEnd.js'

function injectFilter(assets: InjectFilterEntry[]): void {
  keepFirstPaintFontPreloads(assets)
  linkStylesheetAtBodyEnd(assets)
}

export async function onRenderHtml(pageContext: PageContextServer) {
  return { documentHtml: await renderWithReact(pageContext), injectFilter }
}

// Environment: server. vike-react renders the page; the inject filter decides which of the build's
// assets Vike links and where (the stylesheet at the end of the body: render/firstScreenStyles.ts).
// This is the one place a page's HTML is shaped beyond React: the prerendered copies and the pages
// rendered per request come out of it the same.
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'
import { linkStylesheetAtBodyEnd } from '../render/firstScreenStyles.js'
import { keepFirstPaintFontPreloads } from '../render/fontPreloads.js'

function injectFilter(assets: InjectFilterEntry[]): void {
  keepFirstPaintFontPreloads(assets)
  linkStylesheetAtBodyEnd(assets)
}

export async function onRenderHtml(pageContext: PageContextServer) {
  return { documentHtml: await renderWithReact(pageContext), injectFilter }
}

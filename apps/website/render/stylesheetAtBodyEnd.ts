import type { InjectFilterEntry } from 'vike/types'

/**
 * Vike's inject filter (pages/+onRenderHtml.ts): the stylesheet is linked at the end of the body
 * instead of the head, where it would hold the first paint until it arrived. The browser still asks
 * for it as soon as its preload scanner reads the page, and the page's scripts, linked after it, wait
 * for it before they run. The first screen's rules come inline meanwhile (firstScreenStyles.ts).
 */
export function linkStylesheetAtBodyEnd(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'style' && asset.inject !== false) asset.inject = 'HTML_END'
  }
}

/** Fired after client-side navigation has put new links on the page. */
export const LINKS_CHANGED = 'site:links-changed'

export function dispatchLinksChanged(): void {
  window.dispatchEvent(new Event(LINKS_CHANGED))
}

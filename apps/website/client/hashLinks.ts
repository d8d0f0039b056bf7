import { useEffect } from 'react'

/** In-page links scroll their target to 80 px below the top of the view, 300 ms after the click. */
const HASH_SCROLL_OFFSET = 80
const HASH_SCROLL_DELAY_MS = 300

/** The in-page target of a link, or undefined when the link leaves the page. */
function hashTarget(link: HTMLAnchorElement, location: Location): string | undefined {
  const href = link.getAttribute('href')
  if (!href?.includes('#')) return undefined
  const url = new URL(link.href, location.href)
  if (
    url.origin !== location.origin ||
    url.pathname !== location.pathname ||
    url.search !== location.search
  ) {
    return undefined
  }
  const id = decodeURIComponent(url.hash.slice(1))
  return id === '' ? undefined : id
}

/**
 * In-page links: focus moves to the target at once (keyboard and screen-reader users land where they
 * asked), the view scrolls to it 80 px below the top after 300 ms — at once, without smooth scrolling,
 * when the visitor prefers reduced motion or paused animations.
 */
export function useHashLinkScrolling(animationsPaused: boolean): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      const id = hashTarget(link, window.location)
      const target = id === undefined ? null : document.getElementById(id)
      if (!target) return
      event.preventDefault()
      history.pushState(null, '', `#${encodeURIComponent(id as string)}`)
      if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
        target.setAttribute('tabindex', '-1')
      }
      target.focus({ preventScroll: true })
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET
      const scroll = () => window.scrollTo({ top, behavior: animationsPaused ? 'auto' : 'smooth' })
      if (animationsPaused) scroll()
      else window.setTimeout(scroll, HASH_SCROLL_DELAY_MS)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [animationsPaused])
}

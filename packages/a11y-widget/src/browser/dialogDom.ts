/*
 * The browser side of the open dialog, apart from dom.ts so it loads with the dialog's chunk rather
 * than with every page. Same rules as dom.ts: called from effects only, no `style` attribute written.
 */

/**
 * Makes everything outside the dialog inert (unreachable by Tab, pointer, find-in-page and screen
 * readers), on top of the focus trap. Only direct children of <body> are marked; restores exactly what
 * it changed.
 */
export function makeOutsideInert(content: HTMLElement): () => void {
  const marked: Element[] = []
  for (const child of Array.from(document.body.children)) {
    if (child.contains(content) || child.hasAttribute('inert') || child.hasAttribute('data-a11y-widget'))
      continue
    child.setAttribute('inert', '')
    marked.push(child)
  }
  return () => {
    for (const element of marked) element.removeAttribute('inert')
  }
}

/**
 * Scroll lock through an attribute matched by styles.css, instead of the injected <style> element that
 * Radix's overlay would add (a strict CSP blocks that). The gutter is kept only when a classic scrollbar
 * is present, so the page does not shift sideways.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement
  const hasScrollbar = window.innerWidth > root.clientWidth
  root.setAttribute('data-a11y-scroll-lock', hasScrollbar ? 'gutter' : 'plain')
  return () => root.removeAttribute('data-a11y-scroll-lock')
}

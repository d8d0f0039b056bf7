/*
 * The page structure list's reading of the host page: its landmarks and headings in document order,
 * and the jump to one of them. Loaded with the list, when a visitor opens it; called from effects and
 * event handlers only. Reads the page as it is now, so the list shows what is there, never a guess.
 */
import type { LandmarkRole } from '../A11yWidget/landmarkNames.js'

export type PageStructureItem =
  | { kind: 'landmark'; role: LandmarkRole; name: string; element: HTMLElement }
  | { kind: 'heading'; level: number; name: string; element: HTMLElement }

const LANDMARK_ROLES_BY_ROLE_ATTRIBUTE: Readonly<Record<string, LandmarkRole>> = {
  banner: 'banner',
  navigation: 'navigation',
  main: 'main',
  complementary: 'complementary',
  contentinfo: 'contentinfo',
  search: 'search',
  region: 'region',
  form: 'region',
}

const CANDIDATES = 'header, footer, nav, main, aside, search, section, form, h1, h2, h3, h4, h5, h6, [role]'

/** Text with its white space collapsed. */
const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The element's name from aria-labelledby or aria-label, as a screen reader would read it first. */
function labelOf(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')
  if (ids) {
    const text = ids
      .split(/\s+/)
      .map((id) => clean(element.ownerDocument.getElementById(id)?.textContent))
      .filter(Boolean)
      .join(' ')
    if (text) return text
  }
  return clean(element.getAttribute('aria-label'))
}

/**
 * The landmark role of `element`, or null. A <header> or <footer> inside an article, an aside, the
 * main content, a navigation or a section belongs to that part and is no landmark (HTML-AAM); a
 * <section> or <form> is one only when it has a name.
 */
function landmarkRole(element: Element, named: boolean): LandmarkRole | null {
  const role = element.getAttribute('role')
  if (role !== null) return LANDMARK_ROLES_BY_ROLE_ATTRIBUTE[role.trim().split(/\s+/)[0] ?? ''] ?? null
  switch (element.localName) {
    case 'header':
    case 'footer':
      if (element.parentElement?.closest('article, aside, main, nav, section, [role=main]')) return null
      return element.localName === 'header' ? 'banner' : 'contentinfo'
    case 'nav':
      return 'navigation'
    case 'main':
      return 'main'
    case 'aside':
      return 'complementary'
    case 'search':
      return 'search'
    case 'section':
    case 'form':
      return named ? 'region' : null
    default:
      return null
  }
}

function headingLevel(element: Element): number | null {
  const match = /^h([1-6])$/.exec(element.localName)
  if (element.getAttribute('role') === 'heading') {
    const level = Number(element.getAttribute('aria-level'))
    return Number.isInteger(level) && level >= 1 ? Math.min(level, 6) : 2
  }
  return match && !element.hasAttribute('role') ? Number(match[1]) : null
}

/**
 * Whether a reader meets the element: rendered, and not hidden from assistive technology by the host.
 * The aria-hidden that the open dialog puts around itself (marked data-aria-hidden) does not count.
 */
function isPresented(element: HTMLElement): boolean {
  // checkVisibility (current browsers) also sees content-visibility and closed <details>; older
  // browsers have only the element's boxes to go by.
  const rendered =
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility()
      : element.getClientRects().length > 0
  if (!rendered) return false
  const hidden = element.closest('[aria-hidden="true"]')
  return hidden === null || hidden.hasAttribute('data-aria-hidden')
}

/** The landmarks and headings of the page outside the widget, in document order. */
export function readPageStructure(root: ParentNode = document.body): PageStructureItem[] {
  const items: PageStructureItem[] = []
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES))) {
    if (element.closest('[data-a11y-widget]') || !isPresented(element)) continue
    const level = headingLevel(element)
    if (level !== null) {
      const name = labelOf(element) || clean(element.textContent)
      if (name) items.push({ kind: 'heading', level, name, element })
      continue
    }
    const name = labelOf(element)
    const role = landmarkRole(element, name !== '')
    if (role !== null) items.push({ kind: 'landmark', role, name, element })
  }
  return items
}

/**
 * Makes `element` able to take focus, as a skip link's target does: an element that cannot (a heading,
 * a landmark) gets tabindex="-1" until focus leaves it, so the next Tab continues from there.
 */
export function prepareFocusTarget(element: HTMLElement): void {
  if (element.tabIndex >= 0 || element.hasAttribute('tabindex')) return
  element.setAttribute('tabindex', '-1')
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true })
}

import type { MouseEvent } from 'react'
import { type UiLocale, useMessages } from '../../locale/locale.js'

export interface SkipLinksMessages {
  /** Name of the skip-link navigation landmark. */
  navigationLabel: string
  toContent: string
  toFooter: string
  openAccessibility: string
}

const messages: Record<UiLocale, SkipLinksMessages> = {
  sl: {
    navigationLabel: 'Hitre povezave',
    toContent: 'Preskoči na vsebino',
    toFooter: 'Preskoči na nogo strani',
    openAccessibility: 'Odpri nastavitve dostopnosti',
  },
  en: {
    navigationLabel: 'Skip links',
    toContent: 'Skip to content',
    toFooter: 'Skip to footer',
    openAccessibility: 'Open accessibility settings',
  },
}

export interface SkipLinksProps {
  /** Opens the accessibility widget; the third skip button appears only when given (and scripting is on). */
  onOpenAccessibility?: () => void
  /**
   * Called when the open-widget button gets focus or the pointer: the first sign that it may be
   * pressed, e.g. to fetch a widget that loads on demand.
   */
  onOpenAccessibilityIntent?: () => void
  /** Id of the main content. Default `main`. */
  mainId?: string
  /** Id of the footer. Default `footer`. */
  footerId?: string
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<SkipLinksMessages>
}

/**
 * The three skip controls at the top of every page: to the content, to the footer and to the
 * accessibility widget. Render it first in `<body>` so it is first in the tab order; each control
 * is hidden until it receives focus.
 */
export function SkipLinks({
  onOpenAccessibility,
  onOpenAccessibilityIntent,
  mainId = 'main',
  footerId = 'footer',
  locale,
  labels,
}: SkipLinksProps) {
  const m = useMessages(messages, locale, labels)
  return (
    <nav className="ui-skip-links" aria-label={m.navigationLabel}>
      <ul className="ui-skip-links__list">
        <li>
          <a className="ui-skip-links__control" href={`#${mainId}`} onClick={focusTarget}>
            {m.toContent}
          </a>
        </li>
        <li>
          <a className="ui-skip-links__control" href={`#${footerId}`} onClick={focusTarget}>
            {m.toFooter}
          </a>
        </li>
        {onOpenAccessibility ? (
          // Hidden by CSS where scripting is off: a button that does nothing would be a trap.
          <li data-requires-script="">
            <button
              type="button"
              className="ui-skip-links__control"
              onClick={onOpenAccessibility}
              onFocus={onOpenAccessibilityIntent}
              onPointerEnter={onOpenAccessibilityIntent}
            >
              {m.openAccessibility}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

// Following a fragment link scrolls, but not every browser moves keyboard focus to a target that
// is not focusable itself (govuk-frontend's skip link does the same). The temporary tabindex is
// removed on blur so the target does not stay in the focus order.
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1))
  const target = document.getElementById(id)
  if (!target) return
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1')
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
  }
  target.focus()
}

import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

/**
 * The reading guide: a clear band across the page at the reading line, the rest dimmed, following
 * the pointer, and for keyboard users the first line of the focused element. Drawn by styles.css
 * (`.a11yw-guide`); this component only moves it. It is hidden from assistive technology
 * (`aria-hidden`), never takes the pointer (`pointer-events: none`), does not animate under reduced
 * motion, and under forced colours shows as two lines. Its own chunk, loaded only when turned on.
 *
 * The position goes through a custom property in a constructed style sheet, never a `style`
 * attribute: a strict CSP has nothing to block.
 */
/** @public Loaded through `import()` by `A11yWidget`, which reads this export off the module. */
export function ReadingGuide() {
  const guide = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Constructed style sheets: every browser this package supports; the guide stays hidden without.
    if (!('adoptedStyleSheets' in document)) return
    const sheet = new CSSStyleSheet()
    sheet.insertRule(':root {}')
    const root = (sheet.cssRules[0] as CSSStyleRule).style
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]

    let frame = 0
    let focused: Element | null = null
    const moveTo = (y: number) => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        root.setProperty('--a11y-guide-y', `${Math.round(y)}px`)
        guide.current?.setAttribute('data-placed', '')
      })
    }
    /** The middle of the focused element's first line (or of the element, when shorter). */
    const followFocus = () => {
      if (focused === null || !focused.isConnected) return
      const box = focused.getBoundingClientRect()
      const line = Number.parseFloat(getComputedStyle(focused).lineHeight) || 24
      moveTo(box.top + Math.min(box.height, line) / 2)
    }
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return
      focused = null
      moveTo(event.clientY)
    }
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || !target.matches(':focus-visible')) return
      focused = target
      followFocus()
    }
    document.addEventListener('pointermove', onPointerMove, { passive: true })
    document.addEventListener('focusin', onFocusIn)
    window.addEventListener('scroll', followFocus, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('pointermove', onPointerMove)
      document.removeEventListener('focusin', onFocusIn)
      window.removeEventListener('scroll', followFocus)
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }, [])

  return createPortal(
    <div ref={guide} className="a11yw-guide" data-a11y-widget="" aria-hidden="true" />,
    document.body,
  )
}

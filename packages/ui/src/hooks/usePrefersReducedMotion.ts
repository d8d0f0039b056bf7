import { useEffect, useState } from 'react'

const query = '(prefers-reduced-motion: reduce)'

/**
 * The same question answered now, for code in effects that must not act on the hook's first `false`
 * (it is false on the first client render, before its effect has read the query).
 */
export function prefersReducedMotionNow(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  )
}

/**
 * Whether the operating system asks for reduced motion. False on the server and on the first
 * client render (matchMedia is read only in an effect, so hydration matches), then live.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    // jsdom and very old browsers have no matchMedia: treat as no preference.
    if (typeof window.matchMedia !== 'function') return
    const list = window.matchMedia(query)
    setReduced(list.matches)
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [])
  return reduced
}

import { useEffect, useState } from 'react'

/** Scrolling of less than this (CSS pixels) between two frames says nothing about the reader's direction. */
const jitter = 6

/**
 * Whether a returning header is away: true while the reader scrolls down past the first half screen,
 * false again as soon as they scroll up (or are back near the top). Always false on the server and on
 * the first client render, so hydration matches; `enabled` false never listens.
 */
export function useReturningHeader(enabled: boolean): boolean {
  const [away, setAway] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let last = window.scrollY
    let frame = 0
    const onScroll = () => {
      if (frame) return
      // One decision per frame, however many scroll events the frame had.
      frame = requestAnimationFrame(() => {
        frame = 0
        const now = window.scrollY
        if (now < window.innerHeight / 2) setAway(false)
        else if (now - last > jitter) setAway(true)
        else if (last - now > jitter) setAway(false)
        else return
        last = now
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [enabled])
  return away
}

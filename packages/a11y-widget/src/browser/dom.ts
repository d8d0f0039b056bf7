/*
 * The one audited place that touches browser globals. Everything here is called from effects or event
 * handlers, never at module scope or during render, so importing the package on a server is inert.
 * Nothing writes a `style` attribute: state goes to <html> as data attributes read by styles.css.
 * What only the open dialog needs is in dialogDom.ts, which loads with the dialog's chunk.
 */
import { preferencesCookieString } from '../core/cookie.js'
import { htmlAttributes, MANAGED_HTML_ATTRIBUTES } from '../core/htmlAttributes.js'
import type { Preferences } from '../core/preferences.js'

/** Mirrors `preferences` onto <html>, touching only the attributes this package owns. */
export function applyPreferencesToDocument(preferences: Preferences): void {
  const root = document.documentElement
  const attributes = htmlAttributes(preferences)
  for (const name of MANAGED_HTML_ATTRIBUTES) {
    const value = attributes[name]
    if (value === undefined) root.removeAttribute(name)
    else if (root.getAttribute(name) !== value) root.setAttribute(name, value)
  }
}

/** Removes the `data-a11y-*` attributes (not `data-theme`, which other packages always expect). */
export function clearPreferencesFromDocument(): void {
  for (const name of MANAGED_HTML_ATTRIBUTES) {
    if (name !== 'data-theme') document.documentElement.removeAttribute(name)
  }
}

/**
 * The preferences in `document.cookie`. The reader loads on demand (its own chunk): a host that passes
 * the server's preferences to the provider never needs it in the browser.
 */
export async function readPreferencesFromDocument(): Promise<Preferences> {
  const { parsePreferencesCookie } = await import('../core/parseCookie.js')
  return parsePreferencesCookie(document.cookie)
}

/** Session cookie before consent, 180-day cookie after; same name and path, so one replaces the other. */
export function writePreferencesCookie(preferences: Preferences, persistent: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Safari or Firefox.
  document.cookie = preferencesCookieString(preferences, {
    persistent,
    secure: window.location.protocol === 'https:',
  })
}

export function hasPreferencesCookie(): boolean {
  return /(?:^|;)\s*a11y-preferences=/.test(document.cookie)
}

/** Whether the browser can read aloud (speech.ts does the reading; this check is all a page needs). */
export function speechSupported(): boolean {
  return 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
}

/** The page's language, `<html lang>` ('' when it has none). */
export function pageLanguage(): string {
  return document.documentElement.lang
}

/** Calls `onChange` whenever `<html lang>` changes (a host that switches language without a reload). */
export function subscribeToPageLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

export function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches
}

interface UserActivation {
  isActive: boolean
}

/**
 * Pauses videos that play by themselves while animations are paused, including ones that start later.
 * A video the visitor starts (user activation) keeps playing.
 */
export function pauseAutoplayingVideos(): () => void {
  const pause = (video: HTMLVideoElement) => {
    if (!video.paused) video.pause()
  }
  for (const video of Array.from(document.querySelectorAll<HTMLVideoElement>('video[autoplay]'))) pause(video)
  const onPlay = (event: Event) => {
    const activation = (navigator as Navigator & { userActivation?: UserActivation }).userActivation
    if (event.target instanceof HTMLVideoElement && !activation?.isActive) pause(event.target)
  }
  // `play` does not bubble; capture sees it for every video in the document.
  document.addEventListener('play', onPlay, true)
  return () => document.removeEventListener('play', onPlay, true)
}

/** Room left between a focused element and the floating button, in CSS pixels. */
const FOCUS_GAP = 8

/**
 * Keeps a visibly focused element (`:focus-visible`) clear of the floating button (WCAG 2.2 SC 2.4.11, focus not obscured). The
 * browser scrolls a newly focused element into view only when it is out of view: one that is partly
 * visible, such as a tall text field whose lower part lies under the button, stays where it is. One
 * frame after focus moves (after the browser's own scrolling, before the next paint) the page is
 * scrolled just enough to lift the element above the button, never so far that its top leaves the
 * viewport. Returns the function that removes the listener.
 */
export function keepFocusClearOf(button: HTMLElement): () => void {
  let frame = 0
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof Element) || button.contains(target)) return
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      // The dialog covers the button while open; its own elements are never under it.
      if (!target.isConnected || target.closest('[role="dialog"]')) return
      // Only focus the visitor must see (keyboard focus, text fields): a click needs no scrolling.
      if (!target.matches(':focus-visible')) return
      const covered = button.getBoundingClientRect()
      if (covered.width === 0 || covered.height === 0) return
      const box = target.getBoundingClientRect()
      const overlaps =
        box.left < covered.right &&
        box.right > covered.left &&
        box.top < covered.bottom &&
        box.bottom > covered.top
      if (!overlaps) return
      const lift = Math.min(box.bottom - (covered.top - FOCUS_GAP), box.top - FOCUS_GAP)
      if (lift > 0) window.scrollBy({ top: lift, left: 0, behavior: 'instant' })
    })
  }
  document.addEventListener('focusin', onFocusIn)
  return () => {
    cancelAnimationFrame(frame)
    document.removeEventListener('focusin', onFocusIn)
  }
}

import { useEffect } from 'react'
import type { Analytics } from './analytics.js'

/**
 * Wires analytics into the page. They follow the visitor's consent: a consent given on an earlier
 * visit starts them with the page. Every click on an element with `data-track="id"` (the main
 * navigation, the language switch, the widget's button, product cards and "see all", contact submit)
 * is sent as `{prefix}_{id}_click` with the screen name, only with consent.
 */
export function useAnalyticsTracking(
  analytics: Analytics | null,
  allowCookies: boolean,
  screenName: string,
): void {
  useEffect(() => {
    analytics?.setConsent(allowCookies)
  }, [analytics, allowCookies])
  useEffect(() => {
    if (!analytics) return
    const onClick = (event: MouseEvent) => {
      const tracked = (event.target as Element | null)?.closest?.('[data-track]')
      const id = tracked?.getAttribute('data-track')
      if (id) analytics.trackClick(id, screenName)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [analytics, screenName])
}

import { useEffect, useState } from 'react'
import type { Analytics } from './analytics.js'

/**
 * Wires analytics into the page. They follow the visitor's consent: a consent given on an earlier
 * visit starts them with the page. Every click on an element with `data-track="id"` (the main
 * navigation, the language switch, the widget's button, product cards and "see all", contact submit)
 * is sent as `{prefix}_{id}_click` with the screen name, only with consent.
 *
 * The analytics code (client/analytics.ts) loads only once it can do something: an analytics id is
 * configured and the visitor has agreed. Until then nothing can be sent or unloaded (no tag was
 * loaded on this page), so a visitor who never agrees, and every page of a site without analytics,
 * never downloads it.
 */
export function useAnalyticsTracking(
  measurementId: string | null,
  allowCookies: boolean,
  screenName: string,
): void {
  const [analytics, setAnalytics] = useState<Analytics | null>(null)
  useEffect(() => {
    if (analytics) {
      analytics.setConsent(allowCookies)
      return
    }
    if (measurementId === null || !allowCookies) return
    let active = true
    import('./analytics.js').then(
      ({ createAnalytics }) => {
        // Consent is applied by this effect's next run, with the value current by then.
        if (active) setAnalytics(createAnalytics(measurementId))
      },
      () => {
        // The chunk did not arrive (offline, a deploy in between): no analytics on this page.
      },
    )
    return () => {
      active = false
    }
  }, [analytics, measurementId, allowCookies])
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

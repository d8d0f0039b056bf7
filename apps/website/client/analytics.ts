import { writeDocumentCookie } from './documentCookies.js'

/**
 * Analytics under consent: the tag script loads only when an analytics id is
 * configured AND the visitor agreed; Consent Mode defaults are set to denied before anything else;
 * click events are named `{prefix}_{id}_click` with the screen name and sent only with consent;
 * revoking consent stops sending, unloads the tag and removes its cookies.
 */
const CLICK_EVENT_PREFIX = 'site'
const TAG_ORIGIN = 'https://www.googletagmanager.com'

type Gtag = (...args: unknown[]) => void
interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: Gtag
}

export interface Analytics {
  /** Grants or revokes consent; loads the tag on the first grant. */
  setConsent(granted: boolean): void
  /** Sends `{prefix}_{id}_click` with the screen name, only with consent. */
  trackClick(id: string, screenName: string): void
  readonly granted: boolean
}

/** The event name of a click on the element with tracking id `id`. */
function clickEventName(id: string): string {
  return `${CLICK_EVENT_PREFIX}_${id.replace(/[^a-zA-Z0-9_]/g, '_')}_click`
}

/** The names of the analytics tag's cookies the page can see. */
function tagCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid')
}

export function createAnalytics(measurementId: string | null): Analytics {
  const win = document.defaultView as (Window & AnalyticsWindow) | null
  let granted = false
  let loaded = false
  let awaitingActivation = false

  // gtag.js reads `arguments` objects from the data layer, not arrays: this is its documented shim.
  const gtag: Gtag = function gtag() {
    if (!win) return
    win.dataLayer ??= []
    // biome-ignore lint/complexity/noArguments: the tag's documented protocol.
    win.dataLayer.push(arguments)
  }

  function load(id: string) {
    if (loaded || !win) return
    // A page the browser prerendered in the background (Speculation Rules) is no visit until it is
    // shown: the tag loads then, if consent still holds.
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      if (awaitingActivation) return
      awaitingActivation = true
      document.addEventListener(
        'prerenderingchange',
        () => {
          awaitingActivation = false
          if (granted) load(id)
        },
        { once: true },
      )
      return
    }
    loaded = true
    win.gtag = gtag
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    gtag('consent', 'update', { analytics_storage: 'granted' })
    gtag('js', new Date())
    gtag('config', id, { anonymize_ip: true })
    const script = document.createElement('script')
    script.async = true
    script.src = `${TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`
    script.dataset.analytics = ''
    document.head.append(script)
  }

  function unload() {
    if (!loaded) return
    gtag('consent', 'update', { analytics_storage: 'denied' })
    for (const script of document.querySelectorAll('script[data-analytics]')) script.remove()
    // The tag's own cookies (_ga, _ga_*, _gid) go with the consent: rewritten with Max-Age=0.
    for (const name of tagCookieNames()) writeDocumentCookie(name, '', { path: '/', maxAge: 0 })
    loaded = false
  }

  return {
    get granted() {
      return granted
    },
    setConsent(next) {
      granted = next && measurementId !== null
      if (granted && measurementId) load(measurementId)
      else unload()
    },
    trackClick(id, screenName) {
      if (!granted || !loaded) return
      gtag('event', clickEventName(id), { screen_name: screenName })
    },
  }
}

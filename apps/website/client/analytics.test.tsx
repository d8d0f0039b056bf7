import { afterEach, describe, expect, it } from 'vitest'
import { createAnalytics } from './analytics.js'

const tagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]')
const dataLayer = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => [...a])

afterEach(() => {
  for (const script of tagScripts()) script.remove()
  delete (window as unknown as { dataLayer?: unknown }).dataLayer
})

describe('analytics under consent', () => {
  it('loads nothing without consent', () => {
    const analytics = createAnalytics('G-TEST123')
    analytics.trackClick('hero_cta', 'home')
    expect(tagScripts()).toHaveLength(0)
    expect(dataLayer()).toEqual([])
  })

  it('loads nothing when no analytics id is configured, even with consent', () => {
    const analytics = createAnalytics(null)
    analytics.setConsent(true)
    expect(analytics.granted).toBe(false)
    expect(tagScripts()).toHaveLength(0)
  })

  it('sets Consent Mode to denied first, then grants and loads the tag once', () => {
    const analytics = createAnalytics('G-TEST123')
    analytics.setConsent(true)
    analytics.setConsent(true)
    expect(tagScripts()).toHaveLength(1)
    expect(tagScripts()[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    const [first, second] = dataLayer()
    expect(first?.slice(0, 2)).toEqual(['consent', 'default'])
    expect(first?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })
    expect(second).toEqual(['consent', 'update', { analytics_storage: 'granted' }])
  })

  it('loads the tag of a page prerendered in the background only once the visitor is shown it', () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true })
    try {
      const analytics = createAnalytics('G-TEST123')
      analytics.setConsent(true)
      expect(tagScripts()).toHaveLength(0)
      expect(dataLayer()).toEqual([])
      Object.defineProperty(document, 'prerendering', { configurable: true, value: false })
      document.dispatchEvent(new Event('prerenderingchange'))
      expect(tagScripts()).toHaveLength(1)
    } finally {
      delete (document as { prerendering?: boolean }).prerendering
    }
  })

  it('names click events {prefix}_{id}_click with the screen name, only with consent', () => {
    const analytics = createAnalytics('G-TEST123')
    analytics.setConsent(true)
    analytics.trackClick('contact-cta', 'home')
    expect(dataLayer().at(-1)).toEqual(['event', 'site_contact_cta_click', { screen_name: 'home' }])
    analytics.setConsent(false)
    const count = dataLayer().length
    analytics.trackClick('contact-cta', 'home')
    expect(dataLayer()).toHaveLength(count)
  })

  it('revoking consent denies storage, removes the tag and its cookies', () => {
    const analytics = createAnalytics('G-TEST123')
    analytics.setConsent(true)
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up.
    document.cookie = '_ga=GA1.1.123; Path=/'
    analytics.setConsent(false)
    expect(tagScripts()).toHaveLength(0)
    expect(dataLayer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
    expect(document.cookie).not.toContain('_ga=')
  })

  it('makes event names safe', () => {
    const analytics = createAnalytics('G-TEST123')
    analytics.setConsent(true)
    analytics.trackClick('see all', 'blog')
    expect(dataLayer().at(-1)).toEqual(['event', 'site_see_all_click', { screen_name: 'blog' }])
  })
})

import { type ConsentStorage, serializeConsentRecord } from '@firma/ui/consent'
import type { PageContext } from 'vike/types'
import { documentConsentStorage } from '../client/consentStorage.js'

/**
 * Where the consent store reads and writes the visitor's choice: in the browser the cookie itself; on
 * the server the choice parsed from the request's cookie (pages/+onBeforeRender.ts), so the banner's
 * server HTML and its hydration agree.
 */
export function pageConsentStorage(pageContext: PageContext): ConsentStorage {
  // (`import.meta.env.SSR` is false in the browser build, which then drops the server's half.)
  if (!import.meta.env.SSR) return documentConsentStorage()
  const { consent } = pageContext
  return {
    read: () =>
      consent.decided && consent.decidedAt
        ? serializeConsentRecord({
            allowCookies: consent.allowCookies,
            decidedAt: consent.decidedAt,
            version: consent.version,
          })
        : undefined,
    write: () => {},
  }
}

import { type ConsentStorage, parseConsentRecord, serializeConsentRecord } from '@firma/ui/consent'
import { CONSENT_COOKIE } from '../config/site.js'
import { consentCookieAttributes } from '../shared/consentCookie.js'
import { readDocumentCookie, writeDocumentCookie } from './documentCookies.js'

/** Consent storage over document.cookie, for the banner's store in the browser. */
export function documentConsentStorage(): ConsentStorage {
  return {
    read: () => readDocumentCookie(CONSENT_COOKIE),
    write(value) {
      const record = parseConsentRecord(value)
      if (!record) return
      const attributes = consentCookieAttributes(record, { secure: document.location?.protocol === 'https:' })
      writeDocumentCookie(CONSENT_COOKIE, serializeConsentRecord(record), attributes)
    },
  }
}

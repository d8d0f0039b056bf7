import {
  type ConsentRecord,
  type ConsentStorage,
  parseConsentRecord,
  serializeConsentRecord,
} from '@firma/ui/consent'
import { readDocumentCookie, writeDocumentCookie } from '../client/documentCookies.js'
import { CONSENT_COOKIE } from '../config/site.js'
import { type CookieAttributes, preferenceCookieAttributes } from './cookies.js'

/**
 * The consent cookie's attributes, the same whether the browser or the no-JavaScript endpoint writes
 * it: "I agree" is kept for 180 days, "Reject" for the session only.
 */
export function consentCookieAttributes(
  record: ConsentRecord,
  options: { secure: boolean },
): CookieAttributes {
  return preferenceCookieAttributes({ persistent: record.allowCookies, secure: options.secure })
}

/** Consent storage over document.cookie, for the banner's store in the browser. */
export function documentConsentStorage(doc: Document = document): ConsentStorage {
  return {
    read: () => readDocumentCookie(CONSENT_COOKIE, doc),
    write(value) {
      const record = parseConsentRecord(value)
      if (!record) return
      const attributes = consentCookieAttributes(record, { secure: doc.location?.protocol === 'https:' })
      writeDocumentCookie(CONSENT_COOKIE, serializeConsentRecord(record), attributes, doc)
    },
  }
}

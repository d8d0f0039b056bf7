import { PREFERENCE_COOKIE_MAX_AGE } from '@firma/i18n'
import {
  type ConsentRecord,
  type ConsentStorage,
  parseConsentRecord,
  serializeConsentRecord,
} from '@firma/ui/consent'
import { CONSENT_COOKIE } from '../config/site.js'
import { readCookie } from './cookies.js'

/**
 * The consent cookie, written the same way by the browser and by the no-JavaScript endpoint:
 * "I agree" is kept for 180 days, "Reject" for the session only (SPEC section 4).
 */
export function consentCookie(record: ConsentRecord, options: { secure: boolean }): string {
  const lifetime = record.allowCookies ? `; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}` : ''
  return `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsentRecord(record))}; Path=/; SameSite=Lax${lifetime}${options.secure ? '; Secure' : ''}`
}

/** Consent storage over document.cookie, for the banner's store in the browser. */
export function documentConsentStorage(doc: Document = document): ConsentStorage {
  return {
    read: () => readCookie(doc.cookie, CONSENT_COOKIE),
    write(value) {
      const record = parseConsentRecord(value)
      if (!record) return
      doc.cookie = consentCookie(record, { secure: doc.location?.protocol === 'https:' })
    },
  }
}

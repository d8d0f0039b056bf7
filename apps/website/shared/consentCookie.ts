import type { ConsentRecord } from '@firma/ui/consent'
import { type CookieAttributes, preferenceCookieAttributes } from './cookies.js'

/**
 * The consent cookie's attributes, the same whether the browser (client/consentStorage.ts) or the
 * no-JavaScript endpoint (server/consent.ts) writes it: "I agree" is kept for 180 days, "Reject" for
 * the session only.
 */
export function consentCookieAttributes(
  record: ConsentRecord,
  options: { secure: boolean },
): CookieAttributes {
  return preferenceCookieAttributes({ persistent: record.allowCookies, secure: options.secure })
}

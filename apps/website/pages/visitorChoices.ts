import { parsePreferencesCookie } from '@firma/a11y-widget/server'
import type { Locale } from '@firma/i18n'
import { consentStateFromRecord, parseConsentRecord } from '@firma/ui/consent'
import { CONSENT_COOKIE, consentVersion, PREVIEW_NOTICE_COOKIE } from '../config/site.js'
import { contentIsOpen } from '../content/openItems.js'
import { sharedWordsIn } from '../content/shared/words.js'
import { readCookie } from '../server/cookies.js'

/**
 * What the visitor chose, from the request's cookies, so the first response is already right: their
 * accessibility preferences, their consent (the banner) and, while the content leaves anything open, the
 * preview notice until they hide it. server/prerenderedPages.ts compares them with a cookie-less
 * visitor's, to give a request whose cookies choose nothing the prerendered copy.
 */
export function visitorChoices(cookieHeader: string | undefined, locale: Locale) {
  return {
    a11yPreferences: parsePreferencesCookie(cookieHeader),
    consent: consentStateFromRecord(
      parseConsentRecord(readCookie(cookieHeader, CONSENT_COOKIE)),
      consentVersion,
    ),
    previewNotice:
      contentIsOpen() && readCookie(cookieHeader, PREVIEW_NOTICE_COOKIE) === undefined
        ? sharedWordsIn(locale).previewNotice
        : null,
  }
}

// Environment: server. Everything the first response needs to be right before any script runs.
import { parsePreferencesCookie } from '@firma/a11y-widget/server'
import { getMessages } from '@firma/i18n/messages'
import { consentStateFromRecord, parseConsentRecord } from '@firma/ui'
import type { PageContextServer } from 'vike/types'
import { CONSENT_COOKIE, consentVersion } from '../config/site.js'
import { readCookie } from '../lib/cookies.js'
import { serverConfig } from '../server/runtime.js'

export function onBeforeRender(pageContext: PageContextServer) {
  const cookieHeader = pageContext.headers?.cookie
  const config = serverConfig()
  return {
    pageContext: {
      // Only the page's language goes to the browser.
      messages: getMessages(pageContext.locale),
      a11yPreferences: parsePreferencesCookie(cookieHeader),
      consent: consentStateFromRecord(
        parseConsentRecord(readCookie(cookieHeader, CONSENT_COOKIE)),
        consentVersion,
      ),
      siteUrl: config.siteUrl,
      analyticsId: config.analyticsId ?? null,
    },
  }
}

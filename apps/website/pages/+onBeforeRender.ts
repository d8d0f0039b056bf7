// Environment: server. Everything the first response needs to be right before any script runs.
import { compileMessages, localeOfPath } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import type { PageContextServer } from 'vike/types'
import { firm } from '../content/firm/index.js'
import { firmFrame, legalDetails } from '../content/firm/views.js'
import { serverConfig } from '../server/config.js'
import { isErrorPage } from '../shared/pageTexts.js'
import { requestPath } from '../shared/requestPath.js'
import { languageLinks } from './languageLinks.js'
import { pageHeader } from './pageHeader.js'
import { pageMessages } from './pageMessages.js'
import { visitorChoices } from './visitorChoices.js'

export function onBeforeRender(pageContext: PageContextServer) {
  const config = serverConfig()
  // The error page after an unhandled error starts from a fresh pageContext, without what
  // +onBeforeRoute found: its language then comes from the path, as +onBeforeRoute would have it.
  const locale = pageContext.locale ?? localeOfPath(pageContext.urlParsed.pathname)
  // The path asked for, without the host (the 404 message): with server routing the browser's page
  // context holds only what the server passes on.
  const urlPath = requestPath(pageContext)
  // Only the page's language goes to the browser, its ICU messages already parsed: the browser
  // bundle has no ICU parser (vite.config.ts). Compiled once per locale (catalogues are constants).
  const messages = compileMessages(locale, getMessages(locale))
  return {
    pageContext: {
      locale,
      urlPath,
      // Only the groups of messages this page's components read (the rest stay on the server).
      messages: pageMessages(messages, {
        routeId: pageContext.routeId ?? null,
        errorPage: isErrorPage(pageContext),
      }),
      ...pageHeader(pageContext, locale, messages),
      languageLinks: languageLinks(urlPath, locale),
      ...visitorChoices(pageContext.headers?.cookie, locale),
      firmFrame: firmFrame(locale),
      legalDetails: legalDetails(locale, firm),
      siteUrl: config.siteUrl,
      analyticsId: config.analyticsId ?? null,
      contactRetentionDays: config.contactRetentionDays ?? null,
    },
  }
}

// Environment: server. Everything the first response needs to be right before any script runs.
import { parsePreferencesCookie } from '@firma/a11y-widget/server'
import {
  buildPath,
  compileMessages,
  type Locale,
  localeInfo,
  localeOfPath,
  locales,
  switchLocaleUrl,
} from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import type { LanguageLink } from '@firma/ui'
import { consentStateFromRecord, parseConsentRecord } from '@firma/ui/consent'
import type { PageContext, PageContextServer } from 'vike/types'
import { CONSENT_COOKIE, consentVersion, PREVIEW_NOTICE_COOKIE } from '../config/site.js'
import { firm, siteSuffix } from '../content/firm/index.js'
import { legalDetails } from '../content/firm/views.js'
import { contentIsOpen } from '../content/openItems.js'
import { errorHeaderImage, headerImage } from '../content/pages/headers.js'
import { copyOf, type PageCopy, pageCopy } from '../content/pages/pageCopy.js'
import type { ImageAsset } from '../content/types.js'
import { serverConfig } from '../server/config.js'
import { readCookie } from '../server/cookies.js'
import { postOf } from '../shared/blogPost.js'
import { pageMessages } from '../shared/pageMessages.js'
import { isErrorPage, pageTexts } from '../shared/pageTexts.js'
import { requestPath } from '../shared/requestPath.js'

/** The header image every page has: the route's own, a post's own, the error pages' own. */
function pageHeaderImage(pageContext: PageContext): ImageAsset | null {
  const { routeId, locale } = pageContext
  if (isErrorPage(pageContext)) return errorHeaderImage()
  if (routeId === null || routeId === undefined || routeId === 'sitemapXml') return null
  if (routeId === 'blogPost') return postOf(pageContext)?.image ?? null
  return headerImage(routeId, locale)
}

/** The page's header and description; null where the catalogue's 404 and error texts apply. */
function routePageCopy(pageContext: PageContext): PageCopy | null {
  const { routeId, locale } = pageContext
  if (isErrorPage(pageContext) || pageContext.is404 === true || routeId === null || routeId === undefined)
    return null
  return pageCopy(routeId === 'sitemapXml' ? 'sitemap' : routeId, locale)
}

/**
 * The language selector's links, one per language: this page in that language, with the query and hash
 * the visitor asked for, or that language's home page when the path matches no route (a 404), named in
 * its own language. Made here so the browser needs neither path matching (the route table's matcher
 * stays on the server) nor the table of language names.
 */
function languageLinks(current: string, locale: Locale): LanguageLink[] {
  return locales.map((code) => ({
    locale: code,
    href: switchLocaleUrl(current, code) ?? buildPath('home', code),
    label: localeInfo[code].name,
    hreflang: localeInfo[code].hreflang,
    current: code === locale,
    // Click events (analytics): one per language.
    dataAttributes: { track: `language_${code}` },
  }))
}

export function onBeforeRender(pageContext: PageContextServer) {
  const cookieHeader = pageContext.headers?.cookie
  const config = serverConfig()
  // The error page after an unhandled error starts from a fresh pageContext, without what
  // +onBeforeRoute found: its language then comes from the path, as +onBeforeRoute would have it.
  const locale = pageContext.locale ?? localeOfPath(pageContext.urlParsed.pathname)
  const urlPath = requestPath(pageContext)
  // Only the page's language goes to the browser, its ICU messages already parsed: the browser
  // bundle has no ICU parser (vite.config.ts). Compiled once per locale (catalogues are constants).
  const messages = compileMessages(locale, getMessages(locale))
  const copy = routePageCopy({ ...pageContext, locale })
  const { title, subtitle } = pageTexts({ ...pageContext, locale, messages, pageCopy: copy })
  return {
    pageContext: {
      locale,
      // Only the groups of messages this page's components read (the rest stay on the server).
      messages: pageMessages(messages, {
        routeId: pageContext.routeId ?? null,
        errorPage: isErrorPage(pageContext),
      }),
      // The layout's header image: only this page's, in its language (not every page's in both).
      headerImage: pageHeaderImage({ ...pageContext, locale }),
      pageCopy: copy,
      // The layout's page header, chosen here (route, post, 404 or error texts), so the browser gets
      // two strings instead of the code that picks them.
      pageHeader: { title, subtitle },
      languageLinks: languageLinks(urlPath, locale),
      a11yPreferences: parsePreferencesCookie(cookieHeader),
      consent: consentStateFromRecord(
        parseConsentRecord(readCookie(cookieHeader, CONSENT_COOKIE)),
        consentVersion,
      ),
      siteUrl: config.siteUrl,
      siteName: siteSuffix,
      legalDetails: legalDetails(locale),
      // While the content leaves anything open, every page says so, until the visitor hides it.
      previewNotice:
        contentIsOpen() && readCookie(cookieHeader, PREVIEW_NOTICE_COOKIE) === undefined
          ? copyOf('shared', locale).previewNotice
          : null,
      firmFrame: {
        name: firm.name,
        legalForm: firm.legalForm,
        city: firm.founded.city,
        // The site's own label, as the contact page names it; not Intl.DisplayNames in the browser,
        // whose first use loads ICU's region names, 80–100 ms on a slow phone mid-hydration (SPEED.md).
        country: copyOf('shared', locale).country,
        address: firm.address ?? null,
        email: firm.email ?? null,
        phone: firm.phone ?? null,
      },
      analyticsId: config.analyticsId ?? null,
      contactRetentionDays: config.contactRetentionDays ?? null,
      // The path asked for, without the host (the 404 message): with server routing
      // the browser's page context holds only what the server passes on.
      urlPath,
    },
  }
}

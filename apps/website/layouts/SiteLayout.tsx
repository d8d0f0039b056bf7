import { A11yProvider, A11yWidget, useA11yDialog, useA11yPreferences } from '@firma/a11y-widget'
import { buildPath } from '@firma/i18n'
import { I18nProvider } from '@firma/i18n/react'
import {
  ConsentProvider,
  CookieBanner,
  Illustration,
  PageHeader,
  type PageHeaderVariant,
  SkipLinks,
  UiLocaleProvider,
  useConsent,
} from '@firma/ui'
import { createConsentStore } from '@firma/ui/consent'
import { type ReactNode, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useHashLinkScrolling } from '../client/hashLinks.js'
import { applyConsentToLocaleCookie } from '../client/localeCookie.js'
import { useAnalyticsTracking } from '../client/useAnalyticsTracking.js'
import { useHydratedFlag } from '../client/useHydratedFlag.js'
import { consentVersion } from '../config/site.js'
import { PreviewNotice } from './PreviewNotice.js'
import { pageConsentStorage } from './pageConsentStorage.js'
import { SiteFooter } from './SiteFooter.js'
import { SiteHeader } from './SiteHeader.js'

/** Every page's providers (language, consent, the widget's preferences) around its frame. */
/** The page header as the page declares it (pages/<page>/page.ts). */
export interface LayoutHeader {
  kind: PageHeaderVariant
  /** The page's own screen draws its header (the home page's first screen, a product family's drawing). */
  drawnByScreen?: boolean
}

export function SiteLayout({ header, children }: { header: LayoutHeader; children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale, messages } = pageContext
  const [consentStore] = useState(() =>
    createConsentStore({ version: consentVersion, storage: pageConsentStorage(pageContext) }),
  )
  return (
    <I18nProvider locale={locale} messages={messages}>
      <UiLocaleProvider locale={locale}>
        <ConsentProvider
          store={consentStore}
          onConsentChange={(state) => {
            // Consent moves the language and the widget's choices between session and persistent
            // cookies (the widget follows its prop); analytics follow it in Frame (useAnalyticsTracking).
            applyConsentToLocaleCookie(state.allowCookies)
          }}
        >
          <WidgetProvider>
            <Frame header={header}>{children}</Frame>
          </WidgetProvider>
        </ConsentProvider>
      </UiLocaleProvider>
    </I18nProvider>
  )
}

/** The accessibility widget, its cookie lifetime following the visitor's consent. */
function WidgetProvider({ children }: { children: ReactNode }) {
  const { locale, a11yPreferences } = usePageContext()
  const { allowCookies } = useConsent()
  return (
    <A11yProvider
      locale={locale}
      consent={allowCookies}
      statementHref={buildPath('accessibilityStatement', locale)}
      initialPreferences={a11yPreferences}
    >
      {children}
    </A11yProvider>
  )
}

/** Every page's frame: skip links, cookie banner, header, main with the page header, footer, the widget. */
function Frame({ header, children }: { header: LayoutHeader; children: ReactNode }) {
  const { locale, routeId, analyticsId, previewNotice, pageHeader, headerImage } = usePageContext()
  const { openDialog, preloadDialog } = useA11yDialog()
  const { allowCookies } = useConsent()
  const { animationsPaused } = useA11yPreferences()
  // Consent grants or revokes analytics (loaded only when configured and granted).
  useAnalyticsTracking(analyticsId, allowCookies, routeId ?? 'not_found')
  useHashLinkScrolling(animationsPaused)
  useHydratedFlag()
  return (
    <>
      <SkipLinks
        // Focus returns to the control that opened the dialog: the focused skip button.
        onOpenAccessibility={() => openDialog()}
        // The dialog's code loads on demand: fetched as soon as the button is focused or pointed at.
        onOpenAccessibilityIntent={preloadDialog}
      />
      {/* It asks for analytics only where they are configured, and hands focus to the page after a choice. */}
      <CookieBanner
        action="/api/consent"
        policyHref={`${buildPath('privacyNotice', locale)}#cookies`}
        analytics={analyticsId !== null}
        focusAfterChoice="main"
      />
      {previewNotice ? <PreviewNotice texts={previewNotice} /> : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {/* The home page's header is its first screen (call to action, proof line, font-size control) and
            a product family's shows the drawing of its work: those screens draw their own. */}
        {header.drawnByScreen ? null : (
          <PageHeader
            variant={header.kind}
            title={pageHeader.title}
            subtitle={pageHeader.subtitle}
            media={headerImage ? <Illustration image={headerImage} /> : undefined}
          />
        )}
        {children}
      </main>
      <SiteFooter />
      <A11yWidget buttonDataAttributes={{ track: 'accessibility_widget_open' }} />
    </>
  )
}

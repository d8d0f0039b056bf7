import { A11yProvider, A11yWidget, useA11yDialog, useA11yPreferences } from '@firma/a11y-widget'
import { buildPath, productCategoryRouteIds, type RouteId } from '@firma/i18n'
import { I18nProvider, useI18n } from '@firma/i18n/react'
import {
  ConsentProvider,
  CookieBanner,
  CookieSettingsButton,
  FooterNavigation,
  LanguageSelector,
  MainNavigation,
  PageHeader,
  SkipLinks,
  UiLocaleProvider,
  useConsent,
  Wordmark,
} from '@firma/ui'
import { type ConsentStorage, createConsentStore, serializeConsentRecord } from '@firma/ui/consent'
import { type ReactNode, useEffect, useState } from 'react'
import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'
import { documentConsentStorage } from '../client/consentStorage.js'
import { useHashLinkScrolling } from '../client/hashLinks.js'
import { applyConsentToLocaleCookie, rememberLocale } from '../client/localeCookie.js'
import { useAnalyticsTracking } from '../client/useAnalyticsTracking.js'
import { Illustration } from '../components/Illustration/index.js'
import { consentVersion } from '../config/site.js'
import { LegalDetails } from './LegalDetails.js'
import { PreviewNotice } from './PreviewNotice.js'

const mainNavigation = ['home', 'products', 'about', 'blog', 'contact'] as const
// The footer's columns of links; the products column also leads to the overview (footer.allProducts).
const footerColumns = {
  products: productCategoryRouteIds,
  company: ['about', 'blog', 'contact'],
  legal: ['accessibilityStatement', 'privacyNotice', 'sitemap'],
} as const

/**
 * Consent storage: in the browser the cookie itself; on the server the choice parsed from the request's
 * cookie, so the banner's server HTML and its hydration agree.
 */
function consentStorage(pageContext: PageContext): ConsentStorage {
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

/** Every page's frame: skip links, header, main with the page header, footer, the widget. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale, messages } = pageContext
  const [consentStore] = useState(() =>
    createConsentStore({ version: consentVersion, storage: consentStorage(pageContext) }),
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
            <Frame>{children}</Frame>
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

function Frame({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale, routeId, siteName, firmFrame } = pageContext
  const { t } = useI18n()
  const { openDialog, preloadDialog } = useA11yDialog()
  const { allowCookies } = useConsent()
  const { animationsPaused } = useA11yPreferences()
  // Consent grants or revokes analytics (loaded only when configured and granted).
  useAnalyticsTracking(pageContext.analyticsId, allowCookies, routeId ?? 'not_found')
  useHashLinkScrolling(animationsPaused)
  // The whole page is hydrated (the frame hydrates after the root, inside the layout's Suspense
  // boundary): from here on errors are the page's, not the mount's (client/chunkErrors.ts), and
  // tests know the page is interactive.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  // In the main navigation "Products" stays marked on the product families' pages, its section.
  const inSection = (id: RouteId) =>
    id === routeId ||
    (id === 'products' && (productCategoryRouteIds as readonly string[]).includes(routeId ?? ''))
  type LinkedRoute =
    | (typeof mainNavigation)[number]
    | (typeof footerColumns)[keyof typeof footerColumns][number]
  const link = (id: LinkedRoute, label = t(`nav.${id}`)) => ({
    href: buildPath(id, locale),
    label,
    current: id === routeId,
  })
  // This page in each language, from the server (pages/+onBeforeRender.ts).
  const languages = pageContext.languageLinks
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
        analytics={pageContext.analyticsId !== null}
        focusAfterChoice="main"
      />
      {pageContext.previewNotice ? <PreviewNotice texts={pageContext.previewNotice} /> : null}
      <header className="site-header">
        <div className="site-header__inner">
          <a
            className="site-logo"
            href={buildPath('home', locale)}
            aria-current={routeId === 'home' ? 'page' : undefined}
          >
            <Wordmark name={firmFrame.name} />
            <span className="ui-visually-hidden"> — {t('site.homeLink')}</span>
          </a>
          <MainNavigation
            // Click events (analytics): one per main navigation link, named by its route.
            links={mainNavigation.map((id) => ({
              ...link(id),
              current: inSection(id),
              dataAttributes: { track: `nav_${id}` },
            }))}
          />
          {/* An explicit switch is remembered: the cookie decides the language only at "/". */}
          <LanguageSelector
            variant="compact"
            languages={languages}
            onLocaleChange={(chosen) => rememberLocale(chosen, allowCookies)}
          />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        {/* The home page's header is its first screen (call to action, proof line, font-size control):
            the home screen draws it. */}
        {routeId === 'home' ? null : (
          <PageHeader
            title={pageContext.pageHeader.title}
            subtitle={pageContext.pageHeader.subtitle}
            media={pageContext.headerImage ? <Illustration image={pageContext.headerImage} /> : undefined}
          />
        )}
        {children}
      </main>
      <footer id="footer" tabIndex={-1} className="site-footer">
        <div className="site-footer__inner">
          <div className="site-footer__columns">
            <div className="site-footer__firm">
              <a className="site-footer__logo" href={buildPath('home', locale)}>
                <Wordmark name={firmFrame.name} legalForm={firmFrame.legalForm} tone="on-brand" />
                <span className="ui-visually-hidden"> — {t('site.homeLink')}</span>
              </a>
              <p className="site-footer__tagline">{t('footer.tagline')}</p>
              <h2 className="site-footer__heading">{t('footer.heading.contact')}</h2>
              <address className="site-footer__contact">
                {firmFrame.address ? (
                  <span>
                    {firmFrame.address.street}, {firmFrame.address.postalCode} {firmFrame.address.city}
                  </span>
                ) : (
                  <span>
                    {firmFrame.city}, {firmFrame.country}
                  </span>
                )}
                {firmFrame.email ? <a href={`mailto:${firmFrame.email}`}>{firmFrame.email}</a> : null}
                {firmFrame.phone ? (
                  <a href={`tel:${firmFrame.phone.replace(/[^\d+]/g, '')}`}>{firmFrame.phone}</a>
                ) : null}
                <a href={buildPath('contact', locale)} data-track="footer_contact">
                  {t('footer.writeToUs')}
                </a>
              </address>
            </div>
            <FooterNavigation
              groups={[
                {
                  title: t('footer.heading.products'),
                  links: [
                    ...footerColumns.products.map((id) => link(id)),
                    link('products', t('footer.allProducts')),
                  ],
                },
                { title: t('footer.heading.company'), links: footerColumns.company.map((id) => link(id)) },
                { title: t('footer.heading.legal'), links: footerColumns.legal.map((id) => link(id)) },
              ]}
            />
          </div>
          {/* The legal column's details: what company law expects a company's website to state. */}
          <LegalDetails details={pageContext.legalDetails} />
          <div className="site-footer__bottom">
            <p className="site-footer__copyright">
              {/* The message ends the sentence itself: "d.o.o." must not end in "..". */}
              {t('footer.copyright', {
                year: String(new Date().getFullYear()),
                company: siteName.replace(/\.$/, ''),
              })}
            </p>
            <CookieSettingsButton />
            <LanguageSelector
              languages={languages}
              labels={{ navigationLabel: t('footer.languageLabel') }}
              onLocaleChange={(chosen) => rememberLocale(chosen, allowCookies)}
            />
          </div>
        </div>
      </footer>
      <A11yWidget buttonDataAttributes={{ track: 'accessibility_widget_open' }} />
    </>
  )
}

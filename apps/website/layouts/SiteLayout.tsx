import { A11yProvider, A11yWidget, useA11yDialog, useA11yPreferences } from '@firma/a11y-widget'
import {
  buildPath,
  I18nProvider,
  type Locale,
  localeInfo,
  locales,
  productCategoryRouteIds,
  type RouteId,
  switchLocaleUrl,
  useI18n,
} from '@firma/i18n'
import {
  ConsentProvider,
  type ConsentStorage,
  CookieBanner,
  CookieSettingsButton,
  createConsentStore,
  FooterNavigation,
  LanguageSelector,
  MainNavigation,
  PageHeader,
  SkipLinks,
  serializeConsentRecord,
  UiLocaleProvider,
  useConsent,
} from '@firma/ui'
import { type ReactNode, useEffect, useState } from 'react'
import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'
import { consentVersion, siteSuffix } from '../config/site.js'
import { type Analytics, createAnalytics } from '../lib/analytics.js'
import { documentConsentStorage } from '../lib/consentCookie.js'
import { useHashLinkScrolling } from '../lib/hashLinks.js'
import { pageTexts } from '../lib/pageTexts.js'
import { applyConsentToLocaleCookie, rememberLocale } from '../lib/preferences.js'
import { requestPath } from '../lib/requestPath.js'

const mainNavigation = ['home', 'products', 'about', 'blog', 'contact'] as const
const footerNavigation = [
  'about',
  'blog',
  'contact',
  ...productCategoryRouteIds,
  'accessibilityStatement',
  'sitemap',
] as const

/**
 * Consent storage: in the browser the cookie itself; on the server the choice parsed from the request's
 * cookie, so the banner's server HTML and its hydration agree.
 */
function consentStorage(pageContext: PageContext): ConsentStorage {
  if (typeof document !== 'undefined') return documentConsentStorage()
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
  const [analytics] = useState<Analytics | null>(() =>
    typeof document === 'undefined' ? null : createAnalytics(pageContext.analyticsId),
  )
  return (
    <I18nProvider locale={locale} messages={messages}>
      <UiLocaleProvider locale={locale}>
        <ConsentProvider
          store={consentStore}
          onConsentChange={(state) => {
            // SPEC section 4: consent grants or revokes analytics, and moves the language and the
            // widget's choices between session and persistent cookies (the widget follows its prop).
            analytics?.setConsent(state.allowCookies)
            applyConsentToLocaleCookie(state.allowCookies)
          }}
        >
          <Preferences analytics={analytics}>{children}</Preferences>
        </ConsentProvider>
      </UiLocaleProvider>
    </I18nProvider>
  )
}

function Preferences({ analytics, children }: { analytics: Analytics | null; children: ReactNode }) {
  const { locale, a11yPreferences, routeId } = usePageContext()
  const { allowCookies } = useConsent()
  // A consent given on an earlier visit: analytics start with the page.
  useEffect(() => {
    analytics?.setConsent(allowCookies)
  }, [analytics, allowCookies])
  // Click events: any element with data-track="id" (sent as `{prefix}_{id}_click` with the screen name, only with consent): the main
  // navigation, the language switch, the widget's button, product cards and "see all", contact submit.
  useEffect(() => {
    if (!analytics) return
    const onClick = (event: MouseEvent) => {
      const tracked = (event.target as Element | null)?.closest?.('[data-track]')
      const id = tracked?.getAttribute('data-track')
      if (id) analytics.trackClick(id, routeId ?? 'not_found')
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [analytics, routeId])
  return (
    <A11yProvider
      locale={locale}
      consent={allowCookies}
      statementHref={buildPath('accessibilityStatement', locale)}
      initialPreferences={a11yPreferences}
    >
      <Frame>{children}</Frame>
    </A11yProvider>
  )
}

function Frame({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale, routeId } = pageContext
  const { t } = useI18n()
  const { openDialog, preloadDialog } = useA11yDialog()
  const { allowCookies } = useConsent()
  const { animationsPaused } = useA11yPreferences()
  useHashLinkScrolling(animationsPaused)
  // The whole page is hydrated (the frame hydrates after the root, inside the layout's Suspense
  // boundary): from here on errors are the page's, not the mount's (delivery/chunkErrors.ts), and
  // tests know the page is interactive.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  const texts = pageTexts(pageContext)
  const current = (id: RouteId) =>
    id === routeId ||
    (id === 'products' && (productCategoryRouteIds as readonly string[]).includes(routeId ?? ''))
  const link = (id: (typeof footerNavigation)[number] | (typeof mainNavigation)[number]) => ({
    href: buildPath(id, locale),
    label: t(`nav.${id}`),
    current: current(id),
  })
  const currentUrl = requestPath(pageContext)
  const languages = locales.map((code: Locale) => ({
    locale: code,
    href: switchLocaleUrl(currentUrl, code) ?? buildPath('home', code),
    label: localeInfo[code].name,
    hreflang: localeInfo[code].hreflang,
    current: code === locale,
    dataAttributes: { track: `language_${code}` },
  }))
  return (
    <>
      <SkipLinks
        labels={{
          toContent: t('site.skipToContent'),
          toFooter: t('site.skipToFooter'),
          openAccessibility: t('site.openAccessibilitySettings'),
        }}
        // Focus returns to the control that opened the dialog: the focused skip button.
        onOpenAccessibility={() => openDialog()}
        // The dialog's code loads on demand: fetched as soon as the button is focused or pointed at.
        onOpenAccessibilityIntent={preloadDialog}
      />
      <CookieBanner
        action="/api/consent"
        labels={{
          heading: t('cookieBanner.heading'),
          body: t('cookieBanner.text'),
          agree: t('cookieBanner.accept'),
          reject: t('cookieBanner.reject'),
        }}
      />
      <header className="site-header">
        <div className="site-header__inner">
          <a
            className="site-logo"
            href={buildPath('home', locale)}
            aria-current={routeId === 'home' ? 'page' : undefined}
          >
            {siteSuffix}
            <span className="ui-visually-hidden"> — {t('site.homeLink')}</span>
          </a>
          <MainNavigation
            // Click events (analytics): one per main navigation link, named by its route.
            links={mainNavigation.map((id) => ({ ...link(id), dataAttributes: { track: `nav_${id}` } }))}
            labels={{ navigationLabel: t('site.mainNavigation') }}
          />
          {/* An explicit switch is remembered (SPEC section 4): the cookie decides only at "/". */}
          <div
            className="site-header__languages"
            onClickCapture={(event) => {
              const target = (event.target as Element).closest('a[hreflang]')
              const chosen = target?.getAttribute('hreflang')
              if (chosen && chosen !== locale) rememberLocale(chosen, allowCookies)
            }}
          >
            <LanguageSelector
              languages={languages}
              labels={{ navigationLabel: t('site.languageSelector.label') }}
            />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <PageHeader
          title={texts.title}
          subtitle={texts.subtitle}
          image={pageContext.headerImage ?? undefined}
        />
        {children}
      </main>
      <footer id="footer" tabIndex={-1} className="site-footer">
        <div className="site-footer__inner">
          <FooterNavigation
            links={footerNavigation.map(link)}
            labels={{ navigationLabel: t('site.footerNavigation') }}
          />
          <CookieSettingsButton labels={{ settings: t('site.cookieSettings') }} />
          <p className="site-footer__copyright">
            {/* The message ends the sentence itself: "d.o.o." must not end in "..". */}
            {t('footer.copyright', {
              year: String(new Date().getFullYear()),
              company: siteSuffix.replace(/\.$/, ''),
            })}
          </p>
          <p className="site-footer__address">{t('footer.address')}</p>
        </div>
      </footer>
      <A11yWidget buttonDataAttributes={{ track: 'accessibility_widget_open' }} />
    </>
  )
}

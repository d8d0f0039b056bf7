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
  FooterNavigation,
  LanguageSelector,
  MainNavigation,
  PageHeader,
  SkipLinks,
  UiLocaleProvider,
} from '@firma/ui'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { siteSuffix } from '../config/site.js'
import { useHashLinkScrolling } from '../lib/hashLinks.js'
import { pageTexts } from '../lib/pageTexts.js'
import { rememberLocale } from '../lib/preferences.js'

const mainNavigation = ['home', 'products', 'about', 'blog', 'contact'] as const
const footerNavigation = [
  'about',
  'blog',
  'contact',
  ...productCategoryRouteIds,
  'accessibilityStatement',
  'sitemap',
] as const

/** Every page's frame: skip links, header, main with the page header, footer, the widget (SPEC section 2). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale, messages, consent, a11yPreferences } = pageContext
  return (
    <I18nProvider locale={locale} messages={messages}>
      <UiLocaleProvider locale={locale}>
        <A11yProvider
          locale={locale}
          consent={consent.allowCookies}
          statementHref={buildPath('accessibilityStatement', locale)}
          initialPreferences={a11yPreferences}
        >
          <Frame>{children}</Frame>
        </A11yProvider>
      </UiLocaleProvider>
    </I18nProvider>
  )
}

function Frame({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale, routeId } = pageContext
  const { t } = useI18n()
  const { openDialog } = useA11yDialog()
  const { animationsPaused } = useA11yPreferences()
  useHashLinkScrolling(animationsPaused)
  const texts = pageTexts(pageContext)
  const current = (id: RouteId) =>
    id === routeId ||
    (id === 'products' && (productCategoryRouteIds as readonly string[]).includes(routeId ?? ''))
  const link = (id: (typeof footerNavigation)[number] | (typeof mainNavigation)[number]) => ({
    href: buildPath(id, locale),
    label: t(`nav.${id}`),
    current: current(id),
  })
  const currentUrl = pageContext.urlOriginal
  const languages = locales.map((code: Locale) => ({
    locale: code,
    href: switchLocaleUrl(currentUrl, code) ?? buildPath('home', code),
    label: localeInfo[code].name,
    hreflang: localeInfo[code].hreflang,
    current: code === locale,
  }))
  return (
    <>
      <SkipLinks
        labels={{
          toContent: t('site.skipToContent'),
          toFooter: t('site.skipToFooter'),
          openAccessibility: t('site.openAccessibilitySettings'),
        }}
        onOpenAccessibility={() => openDialog(null)}
      />
      <header className="site-header">
        <div className="site-header__inner">
          <a
            className="site-logo"
            href={buildPath('home', locale)}
            aria-current={routeId === 'home' ? 'page' : undefined}
          >
            {siteSuffix}
            <span className="visually-hidden"> — {t('site.homeLink')}</span>
          </a>
          <MainNavigation
            links={mainNavigation.map(link)}
            labels={{ navigationLabel: t('site.mainNavigation') }}
          />
          {/* An explicit switch is remembered (SPEC section 4): the cookie decides only at "/". */}
          <div
            className="site-header__languages"
            onClickCapture={(event) => {
              const target = (event.target as Element).closest('a[hreflang]')
              const chosen = target?.getAttribute('hreflang')
              if (chosen && chosen !== locale) rememberLocale(chosen, pageContext.consent.allowCookies)
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
        <PageHeader title={texts.title} subtitle={texts.subtitle} />
        {children}
      </main>
      <footer id="footer" tabIndex={-1} className="site-footer">
        <div className="site-footer__inner">
          <FooterNavigation
            links={footerNavigation.map(link)}
            labels={{ navigationLabel: t('site.footerNavigation') }}
          />
          <p className="site-footer__copyright">
            {t('footer.copyright', { year: String(new Date().getFullYear()), company: siteSuffix })}
          </p>
          <p className="site-footer__address">{t('footer.address')}</p>
        </div>
      </footer>
      <A11yWidget />
    </>
  )
}

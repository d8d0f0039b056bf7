import { AccessibilityIcon, useA11yDialog } from '@firma/a11y-widget'
import { buildPath, productCategoryRouteIds, type RouteId } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { LanguageSelector, MainNavigation, SiteHeader as SiteHeaderFrame, useConsent } from '@firma/ui'
import { usePageContext } from 'vike-react/usePageContext'
import { rememberLocale } from '../client/localeCookie.js'
import { routeLink } from './routeLink.js'

const mainNavigation = ['home', 'products', 'about', 'blog', 'contact'] as const

/**
 * The site's header: the logo (home), the main navigation, the compact language switch and the
 * accessibility settings. It returns as soon as the reader scrolls up, so the settings are in reach
 * half-way down a page too. Only where the window leaves a free margin beside the content column (from
 * 90rem, at the default text size) does the widget's floating button take over: anywhere narrower it
 * would lie on the page's text (site.css shows the one or the other).
 */
export function SiteHeader() {
  const { locale, routeId, firmFrame, languageLinks } = usePageContext()
  const { t } = useI18n()
  const { allowCookies } = useConsent()
  const { open, openDialog, preloadDialog } = useA11yDialog()
  // "Products" stays marked on the product families' pages, its section.
  const inSection = (id: RouteId) =>
    id === routeId ||
    (id === 'products' && (productCategoryRouteIds as readonly string[]).includes(routeId ?? ''))
  return (
    <SiteHeaderFrame
      className="site-header"
      returning
      brand={{
        name: firmFrame.name,
        href: buildPath('home', locale),
        homeLabel: t('site.homeLink'),
        current: routeId === 'home',
      }}
    >
      <MainNavigation
        // Click events (analytics): one per main navigation link, named by its route.
        links={mainNavigation.map((id) => ({
          ...routeLink(id, locale, routeId, t(`nav.${id}`)),
          current: inSection(id),
          dataAttributes: { track: `nav_${id}` },
        }))}
      />
      {/* An explicit switch is remembered: the cookie decides the language only at "/". This page in
            each language comes from the server (pages/+onBeforeRender.ts). */}
      <LanguageSelector
        variant="compact"
        languages={languageLinks}
        onLocaleChange={(chosen) => rememberLocale(chosen, allowCookies)}
      />
      <button
        type="button"
        className="site-header__a11y"
        aria-label={t('site.accessibilitySettings')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-track="accessibility_widget_open_header"
        // Focus comes back here when the dialog closes.
        onClick={(event) => openDialog(event.currentTarget)}
        onFocus={preloadDialog}
        onPointerEnter={preloadDialog}
      >
        <AccessibilityIcon />
      </button>
    </SiteHeaderFrame>
  )
}

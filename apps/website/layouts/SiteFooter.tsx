import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import {
  CookieSettingsButton,
  FooterNavigation,
  LanguageSelector,
  SiteFooter as SiteFooterFrame,
  useConsent,
} from '@firma/ui'
import { usePageContext } from 'vike-react/usePageContext'
import { rememberLocale } from '../client/localeCookie.js'
import { familiesInSellingOrder } from '../content/products/sellingOrder.js'
import { LegalDetails } from './LegalDetails.js'
import { routeLink } from './routeLink.js'

// The footer's columns of links; the products column (in the order the site sells them: the firm's core
// first, one-off projects last) also leads to the overview (footer.allProducts).
const footerColumns = {
  products: familiesInSellingOrder,
  company: ['about', 'blog', 'contact'],
  legal: ['accessibilityStatement', 'privacyNotice', 'sitemap'],
} as const

/**
 * The site's footer: the firm and how to reach it, the columns of links, the legal details, the
 * copyright, the cookie settings and the language switch.
 */
export function SiteFooter() {
  const { locale, routeId, firmFrame, legalDetails, languageLinks } = usePageContext()
  const { t } = useI18n()
  const { allowCookies } = useConsent()
  const link = (
    id: (typeof footerColumns)[keyof typeof footerColumns][number] | 'products',
    label?: string,
  ) => routeLink(id, locale, routeId, label ?? t(`nav.${id}`))
  return (
    <SiteFooterFrame
      id="footer"
      tabIndex={-1}
      className="site-footer"
      brand={{
        name: firmFrame.name,
        legalForm: firmFrame.legalForm,
        href: buildPath('home', locale),
        homeLabel: t('site.homeLink'),
      }}
      tagline={t('footer.tagline')}
      contact={
        <>
          <h2>{t('footer.heading.contact')}</h2>
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
        </>
      }
      navigation={
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
      }
      bottom={
        <>
          <p>
            {/* The message ends the sentence itself: "d.o.o." must not end in "..". */}
            {t('footer.copyright', {
              year: String(new Date().getFullYear()),
              company: `${firmFrame.name} ${firmFrame.legalForm}`.replace(/\.$/, ''),
            })}
          </p>
          <CookieSettingsButton />
          <LanguageSelector
            languages={languageLinks}
            labels={{ navigationLabel: t('footer.languageLabel') }}
            onLocaleChange={(chosen) => rememberLocale(chosen, allowCookies)}
          />
        </>
      }
    >
      {/* The legal column's details: what company law expects a company's website to state. */}
      <LegalDetails details={legalDetails} />
    </SiteFooterFrame>
  )
}

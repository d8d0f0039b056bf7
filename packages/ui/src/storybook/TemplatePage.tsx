import type { ReactNode } from 'react'
import { LanguageSelector } from '../components/LanguageSelector/LanguageSelector.js'
import { FooterNavigation, MainNavigation } from '../components/Navigation/Navigation.js'
import { SiteFooter, SiteHeader } from '../components/SiteFrame/SiteFrame.js'
import type { UiLocale } from '../locale/locale.js'
import { sampleFooterGroups, sampleLanguages, sampleMainLinks } from './samples.js'

const words = {
  sl: {
    homeLabel: 'domača stran',
    tagline: 'Programska oprema za televizijo, medije in javne ustanove.',
    contact: 'Kontakt',
    write: 'Pišite nam',
    copyright: '© 2026 Firma d.o.o.',
  },
  en: {
    homeLabel: 'home page',
    tagline: 'Software for television, media and public institutions.',
    contact: 'Contact',
    write: 'Write to us',
    copyright: '© 2026 Firma d.o.o.',
  },
}

/**
 * A whole page for the templates' stories: the site's header, the page's `main` with its content, and
 * the footer, all in the toolbar's language. Story-only: a site composes its own frame.
 */
export function TemplatePage({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  const w = words[locale]
  const brand = { name: 'Firma', href: '#', homeLabel: w.homeLabel }
  return (
    <>
      <SiteHeader brand={brand}>
        <MainNavigation links={sampleMainLinks[locale]} locale={locale} />
        <LanguageSelector variant="compact" languages={sampleLanguages(locale)} locale={locale} />
      </SiteHeader>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        brand={{ ...brand, legalForm: 'd.o.o.' }}
        tagline={w.tagline}
        contact={
          <>
            <h2>{w.contact}</h2>
            <address>
              <a href="#kontakt">{w.write}</a>
            </address>
          </>
        }
        navigation={<FooterNavigation groups={sampleFooterGroups[locale]} locale={locale} />}
        bottom={<p>{w.copyright}</p>}
      />
    </>
  )
}

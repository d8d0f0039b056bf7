import type { ReactNode } from 'react'
import type { UiLocale } from '../../locale/locale.js'
import {
  FooterNavigation,
  type FooterNavigationMessages,
  type NavigationLink,
} from '../Navigation/Navigation.js'

export interface FooterProps {
  /** Footer links (accessibility statement, sitemap, contact …). */
  links: NavigationLink[]
  /** Company details, contact, anything above the links. */
  children?: ReactNode
  /** Controls beside the links, e.g. <CookieSettingsButton />. */
  actions?: ReactNode
  /** The bottom line, e.g. "© 2026 … d.o.o.". */
  legal?: ReactNode
  /** Id the "skip to footer" link points at. Default `footer`. */
  id?: string
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces the footer navigation's built-in label. */
  labels?: Partial<FooterNavigationMessages>
}

/** The page footer (contentinfo landmark), target of the "skip to footer" link. */
export function Footer({ links, children, actions, legal, id = 'footer', locale, labels }: FooterProps) {
  return (
    // tabIndex -1: the skip link can move focus here, so the next Tab continues inside the footer.
    <footer id={id} className="ui-footer" tabIndex={-1}>
      <div className="ui-footer__inner">
        {children ? <div className="ui-footer__content">{children}</div> : null}
        <div className="ui-footer__links">
          <FooterNavigation links={links} locale={locale} labels={labels} />
          {actions ? <div className="ui-footer__actions">{actions}</div> : null}
        </div>
        {legal ? <p className="ui-footer__legal">{legal}</p> : null}
      </div>
    </footer>
  )
}

import type { HTMLAttributes, ReactNode } from 'react'
import { Wordmark } from '../Wordmark/Wordmark.js'
import { useReturningHeader } from './useReturningHeader.js'

/** The firm's wordmark as the link to the home page, as the header and the footer show it. */
export interface SiteBrand {
  /** The company name as written, e.g. `Firma`. */
  name: string
  /** The legal form after the name, e.g. `d.o.o.` (the footer shows it). Default none. */
  legalForm?: string
  /** The home page's address in the page's language, e.g. `/` or `/en`. */
  href: string
  /** Said after the name by screen readers, e.g. `domača stran` / `home page`. */
  homeLabel: string
  /** Whether the page shown is the home page (`aria-current="page"` on the link). */
  current?: boolean
}

function BrandLink({
  brand,
  className,
  tone,
}: {
  brand: SiteBrand
  className: string
  tone?: 'default' | 'on-brand'
}) {
  return (
    <a className={className} href={brand.href} aria-current={brand.current ? 'page' : undefined}>
      <Wordmark name={brand.name} legalForm={brand.legalForm} tone={tone} />
      <span className="ui-visually-hidden"> — {brand.homeLabel}</span>
    </a>
  )
}

export interface SiteHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The wordmark leading home; it takes the row's free space and its name wraps before the row does. */
  brand: SiteBrand
  /** The rest of the row, in order: the main navigation, the compact language switch, a host's own controls. */
  children?: ReactNode
  /**
   * Whether the header stays within reach as the page scrolls: it leaves while the reader scrolls down
   * and comes back as soon as they scroll up (at once, without sliding, under reduced motion). Default false.
   */
  returning?: boolean
}

/**
 * A name longer than this many characters does not fit on one line beside a phone's menu button and two
 * tools at 375 px: on a phone the mark stands alone for it (the link still reads the whole name).
 */
const phoneNameLength = 12

/**
 * The site's header (the `banner` landmark): the wordmark leading home, then the main navigation and
 * the tools in one row that keeps its height when the phone menu opens. With very large text the row
 * wraps, never overflows. On a phone the name is set smaller on one line, or for a long name (more than
 * 12 characters) the mark stands alone; a compact language switch shows only the language to switch to.
 */
export function SiteHeader({ brand, children, className, returning = false, ...rest }: SiteHeaderProps) {
  const away = useReturningHeader(returning)
  return (
    <header
      {...rest}
      className={className ? `ui-site-header ${className}` : 'ui-site-header'}
      data-returning={returning ? '' : undefined}
      data-state={returning ? (away ? 'away' : 'shown') : undefined}
      data-name={Array.from(brand.name.trim()).length > phoneNameLength ? 'long' : 'short'}
    >
      <div className="ui-site-header__inner">
        <BrandLink brand={brand} className="ui-site-header__brand" />
        {children}
      </div>
    </header>
  )
}

export interface SiteFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The wordmark with its legal form, leading home. */
  brand: SiteBrand
  /** One line under the wordmark: what the firm does. */
  tagline?: ReactNode
  /** Then, in the firm's column: how to reach the firm, under a level-2 heading set as the link groups' titles are. */
  contact?: ReactNode
  /** Beside the firm's column from 960 px, under it on narrower screens: the footer's link groups. */
  navigation?: ReactNode
  /** Between the columns and the last row, across the width, e.g. the company's legal details. */
  children?: ReactNode
  /** The last row, after a rule: the copyright first, then controls such as cookie settings and the language switch. */
  bottom?: ReactNode
}

/**
 * The site's footer (the `contentinfo` landmark), filled with the brand colour: the colour roles inside
 * point at their on-brand twins (`ui-on-brand`), so links and controls placed in it follow without
 * styles of their own, in every colour scheme.
 */
export function SiteFooter({
  brand,
  tagline,
  contact,
  navigation,
  children,
  bottom,
  className,
  ...rest
}: SiteFooterProps) {
  return (
    <footer {...rest} className={`ui-site-footer ui-on-brand${className ? ` ${className}` : ''}`}>
      <div className="ui-site-footer__inner">
        <div className="ui-site-footer__columns">
          <div className="ui-site-footer__firm">
            <BrandLink brand={brand} className="ui-site-footer__brand" tone="on-brand" />
            {tagline ? <p className="ui-site-footer__tagline">{tagline}</p> : null}
            {contact}
          </div>
          {navigation}
        </div>
        {children}
        {bottom ? <div className="ui-site-footer__bottom">{bottom}</div> : null}
      </div>
    </footer>
  )
}

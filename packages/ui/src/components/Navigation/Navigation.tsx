import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { type UiLocale, useMessages } from '../../locale/locale.js'

/** A link of a navigation; the site builds `href` from its route table. */
export interface NavigationLink {
  href: string
  label: string
  /** The page being shown: marked with aria-current="page". */
  current?: boolean
  /**
   * Extra `data-*` attributes for the link, keys without the prefix: `{ track: 'nav_home' }` renders
   * `data-track="nav_home"` (for example for a site's click analytics). Default none.
   */
  dataAttributes?: Readonly<Record<string, string>>
}

/** `{ track: 'x' }` → `{ 'data-track': 'x' }`: a link's extra data attributes, ready to spread. */
export function dataAttributeProps(
  attributes: Readonly<Record<string, string>> | undefined,
): Record<`data-${string}`, string> {
  const props: Record<`data-${string}`, string> = {}
  for (const [key, value] of Object.entries(attributes ?? {})) {
    // Only names HTML allows after data- (lower-case letters, digits, hyphens); others are dropped.
    if (/^[a-z0-9-]+$/.test(key)) props[`data-${key}`] = value
  }
  return props
}

export interface MainNavigationMessages {
  /** Name of the navigation landmark. */
  navigationLabel: string
  /** Text of the mobile menu button. */
  menu: string
}

const mainMessages: Record<UiLocale, MainNavigationMessages> = {
  sl: { navigationLabel: 'Glavna navigacija', menu: 'Meni' },
  en: { navigationLabel: 'Main navigation', menu: 'Menu' },
}

export interface MainNavigationProps {
  links: NavigationLink[]
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<MainNavigationMessages>
  /** Whether the mobile menu starts open. Default false. */
  defaultOpen?: boolean
}

/**
 * The site's main navigation. Below the lg breakpoint (the site's mobile range) the list folds into
 * a disclosure behind a "Meni" button (Escape closes it and returns focus to the button); from lg up
 * the list is always shown. Where scripting is off, CSS (`@media (scripting: none)`) shows the list
 * and hides the button, so the server HTML works alone and hydration changes nothing on screen.
 */
export function MainNavigation({ links, locale, labels, defaultOpen = false }: MainNavigationProps) {
  const m = useMessages(mainMessages, locale, labels)
  const [open, setOpen] = useState(defaultOpen)
  const listId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  return (
    <nav
      className="ui-nav"
      data-kind="main"
      data-state={open ? 'open' : 'closed'}
      aria-label={m.navigationLabel}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className="ui-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="ui-nav__toggle-icon" aria-hidden="true" />
        {m.menu}
      </button>
      <ul id={listId} className="ui-nav__list">
        {links.map((link) => (
          <li key={link.href} className="ui-nav__item">
            <a
              className="ui-nav__link"
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              {...dataAttributeProps(link.dataAttributes)}
              // Client-side routing keeps the page: fold the menu so the new content is visible.
              onClick={() => setOpen(false)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export interface FooterNavigationMessages {
  /** Name of the navigation landmark. */
  navigationLabel: string
}

const footerMessages: Record<UiLocale, FooterNavigationMessages> = {
  sl: { navigationLabel: 'Povezave v nogi strani' },
  en: { navigationLabel: 'Footer navigation' },
}

export interface FooterNavigationProps {
  links: NavigationLink[]
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<FooterNavigationMessages>
}

/** The footer's list of links (accessibility statement, sitemap, contact …), current page marked. */
export function FooterNavigation({ links, locale, labels }: FooterNavigationProps) {
  const m = useMessages(footerMessages, locale, labels)
  return (
    <nav className="ui-nav" data-kind="footer" aria-label={m.navigationLabel}>
      <ul className="ui-nav__list">
        {links.map((link) => (
          <li key={link.href} className="ui-nav__item">
            <a
              className="ui-nav__link"
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              {...dataAttributeProps(link.dataAttributes)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

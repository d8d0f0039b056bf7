import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
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
  /** Text of the phone menu's button. */
  menu: string
}

const mainMessages: Record<UiLocale, MainNavigationMessages> = {
  sl: { navigationLabel: 'Glavna navigacija', menu: 'Meni' },
  en: { navigationLabel: 'Main navigation', menu: 'Menu' },
}

export interface MainNavigationProps {
  /** The site's main pages, in order; the current page is marked. */
  links: NavigationLink[]
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<MainNavigationMessages>
  /** Whether the phone menu starts open. Default false. */
  defaultOpen?: boolean
  /** More content at the end of the phone menu's panel (e.g. the full language switch). Default none. */
  menuFooter?: ReactNode
}

/** The navigation's links, the same in the wide bar and in the phone menu's panel. */
function NavigationItems({ links, onFollow }: { links: NavigationLink[]; onFollow?: () => void }) {
  return links.map((link) => (
    <li key={link.href} className="ui-nav__item">
      <a
        className="ui-nav__link"
        href={link.href}
        aria-current={link.current ? 'page' : undefined}
        {...dataAttributeProps(link.dataAttributes)}
        onClick={onFollow}
      >
        {link.label}
      </a>
    </li>
  ))
}

/**
 * The site's main navigation. From the lg breakpoint (1280 px) up, a bar of links. Below it, a
 * "Meni" button that opens a full-width panel under the header, with links at least 44 px tall; the
 * header does not move. The menu is a `<details>` element, so it opens and closes without JavaScript
 * too; with it, Escape closes the menu and returns focus to the button, and the menu closes when focus
 * or a click leaves it or a link is followed.
 */
export function MainNavigation({
  links,
  locale,
  labels,
  defaultOpen = false,
  menuFooter,
}: MainNavigationProps) {
  const m = useMessages(mainMessages, locale, labels)
  const [open, setOpen] = useState(defaultOpen)
  const menuRef = useRef<HTMLDetailsElement>(null)
  const toggleRef = useRef<HTMLElement>(null)

  // A click or tap outside the open menu closes it, as it would close any popup.
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    // Focus moved on past the panel's last link: fold it, so it never covers what has focus now.
    const next = event.relatedTarget as Node | null
    if (open && next && !menuRef.current?.contains(next)) setOpen(false)
  }

  return (
    <nav className="ui-nav" data-kind="main" aria-label={m.navigationLabel}>
      <ul className="ui-nav__list" data-display="bar">
        <NavigationItems links={links} />
      </ul>
      <details
        ref={menuRef}
        className="ui-nav__menu"
        open={open}
        data-state={open ? 'open' : 'closed'}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <summary ref={toggleRef} className="ui-nav__toggle">
          <span className="ui-nav__toggle-icon" aria-hidden="true" />
          {m.menu}
        </summary>
        <div className="ui-nav__panel">
          <ul className="ui-nav__list" data-display="panel">
            <NavigationItems links={links} onFollow={() => setOpen(false)} />
          </ul>
          {menuFooter ? <div className="ui-nav__panel-footer">{menuFooter}</div> : null}
        </div>
      </details>
    </nav>
  )
}

export interface FooterNavigationMessages {
  /** Name of the navigation landmark. */
  navigationLabel: string
}

const footerMessages: Record<UiLocale, FooterNavigationMessages> = {
  sl: { navigationLabel: 'Povezave v nogi strani' },
  en: { navigationLabel: 'Footer navigation' },
}

/** A titled column of footer links, e.g. the product families. */
export interface NavigationGroup {
  title: string
  links: NavigationLink[]
}

export interface FooterNavigationProps {
  /** The links as one list (when there are no `groups`). */
  links?: NavigationLink[]
  /** The links in titled columns; each title is a heading of `headingLevel`. */
  groups?: NavigationGroup[]
  /** Level of the group titles. Default 2. */
  headingLevel?: 2 | 3 | 4
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<FooterNavigationMessages>
}

/**
 * The footer's links, current page marked: one list, or titled columns (`groups`) that sit side by
 * side where there is room and stack on phones.
 */
export function FooterNavigation({ links, groups, headingLevel = 2, locale, labels }: FooterNavigationProps) {
  const m = useMessages(footerMessages, locale, labels)
  const Heading = `h${headingLevel}` as const
  return (
    <nav className="ui-nav" data-kind="footer" aria-label={m.navigationLabel}>
      {groups ? (
        <div className="ui-nav__groups">
          {groups.map((group) => (
            <div key={group.title} className="ui-nav__group">
              <Heading className="ui-nav__group-title">{group.title}</Heading>
              <ul className="ui-nav__list">
                <NavigationItems links={group.links} />
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <ul className="ui-nav__list">
          <NavigationItems links={links ?? []} />
        </ul>
      )}
    </nav>
  )
}

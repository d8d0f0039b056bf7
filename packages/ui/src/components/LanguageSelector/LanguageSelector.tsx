import { type UiLocale, useMessages } from '../../locale/locale.js'
import { dataAttributeProps } from '../Navigation/Navigation.js'

/** One language version of the current page; the site builds it from its route table. */
export interface LanguageLink {
  /** Locale code, e.g. `sl`. */
  locale: string
  /** The same page in that language. */
  href: string
  /** The language's name in that language, e.g. `Slovenščina`, `English`. */
  label: string
  /** Value for hreflang, e.g. `sl-SI`. */
  hreflang: string
  /** The language being shown. */
  current?: boolean
  /** Extra `data-*` attributes for the link, keys without the prefix (see `NavigationLink`). Default none. */
  dataAttributes?: Readonly<Record<string, string>>
}

export interface LanguageSelectorMessages {
  /** Name of the navigation landmark. */
  navigationLabel: string
}

const messages: Record<UiLocale, LanguageSelectorMessages> = {
  sl: { navigationLabel: 'Izbira jezika' },
  en: { navigationLabel: 'Choose language' },
}

export interface LanguageSelectorProps {
  /** One link per language: the same page in that language, the current one marked. */
  languages: LanguageLink[]
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<LanguageSelectorMessages>
  /**
   * Called with the link's `locale` when the visitor follows a link to another language (not the
   * one shown), before the browser navigates, e.g. to remember the choice. Default none.
   */
  onLocaleChange?: (locale: string) => void
  /**
   * `compact` shows each language by its code (`SL`, `EN`) in a small switch for a header, the full
   * name still read out; `full` writes the names. Default `full`.
   */
  variant?: 'full' | 'compact'
}

/**
 * Links to this page in each language, by name or (compact) by code. Each name is written, marked up (`lang`)
 * and announced in its own language; `hreflang` tells where the link leads; the shown language
 * carries aria-current. Plain links: switching works without JavaScript and can be bookmarked.
 */
export function LanguageSelector({
  languages,
  locale,
  labels,
  onLocaleChange,
  variant = 'full',
}: LanguageSelectorProps) {
  const m = useMessages(messages, locale, labels)
  return (
    <nav className="ui-language-selector" data-variant={variant} aria-label={m.navigationLabel}>
      <ul className="ui-language-selector__list">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              className="ui-language-selector__link"
              href={language.href}
              hrefLang={language.hreflang}
              lang={language.hreflang}
              aria-current={language.current ? 'true' : undefined}
              onClick={
                onLocaleChange && !language.current ? () => onLocaleChange(language.locale) : undefined
              }
              {...dataAttributeProps(language.dataAttributes)}
            >
              {variant === 'compact' ? (
                <>
                  {/* The code is what is seen; the name follows it for screen readers, so the link's
                      name starts with what is on screen (WCAG 2.5.3) and still says the language. */}
                  <span className="ui-language-selector__code">{language.locale.toUpperCase()}</span>{' '}
                  <span className="ui-visually-hidden">{language.label}</span>
                </>
              ) : (
                language.label
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { createContext, type ReactNode, useContext } from 'react'

/** The languages of the site: Slovenian, the default, and English. */
export type UiLocale = 'sl' | 'en'

const UiLocaleContext = createContext<UiLocale>('sl')

export interface UiLocaleProviderProps {
  /** Language of the components' own labels below this provider. */
  locale: UiLocale
  children?: ReactNode
}

/** Sets the language of the built-in labels for every component below it (a `locale` prop still wins). */
export function UiLocaleProvider({ locale, children }: UiLocaleProviderProps) {
  return <UiLocaleContext.Provider value={locale}>{children}</UiLocaleContext.Provider>
}

/** The built-in labels in `locale` (prop, else provider, else `sl`) with `overrides` laid over them. */
export function useMessages<Messages extends object>(
  catalogue: Record<UiLocale, Messages>,
  locale: UiLocale | undefined,
  overrides: Partial<Messages> | undefined,
): Messages {
  const contextLocale = useContext(UiLocaleContext)
  const messages = catalogue[locale ?? contextLocale]
  return overrides ? { ...messages, ...overrides } : messages
}

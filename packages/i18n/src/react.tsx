import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { CompiledMessages } from './compile.js'
import type { Locale } from './locales.js'
import type { Messages } from './messages/types.js'
import { createTranslator, type Translator, type TranslatorOptions } from './translator.js'

/** What {@link useI18n} returns. */
export interface I18nContextValue {
  readonly locale: Locale
  readonly t: Translator['t']
}

// One value per provider (per React tree, so per request on the server): no module-level state.
const I18nContext = createContext<I18nContextValue | null>(null)

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  locale: Locale
  /**
   * The catalogue of `locale`: `getMessages(locale)` or `await loadMessages(locale)`, or either compiled
   * with `compileMessages` (the same object on the server and in the browser, so hydration matches).
   */
  messages: Messages | CompiledMessages
  /** Called when a key is missing or a message cannot be formatted. Defaults to `console.error`. */
  onError?: TranslatorOptions['onError']
  children?: ReactNode
}

/** Provides the locale and a translator to the tree. Renders on the server; uses no browser API. */
export function I18nProvider({ locale, messages, onError, children }: I18nProviderProps) {
  const value = useMemo<I18nContextValue>(() => {
    const translator = createTranslator(locale, messages, onError ? { onError } : {})
    return { locale: translator.locale, t: translator.t }
  }, [locale, messages, onError])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The active locale and its `t`. Throws when used outside an {@link I18nProvider}. */
export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext)
  if (value === null) throw new Error('useI18n must be used inside an <I18nProvider>.')
  return value
}

import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import {
  applyPreferencesToDocument,
  clearPreferencesFromDocument,
  hasPreferencesCookie,
  pageLanguage,
  pauseAutoplayingVideos,
  readPreferencesFromDocument,
  subscribeToPageLanguage,
  writePreferencesCookie,
} from '../browser/dom.js'
import { openButtonLabel } from '../core/buttonMessages.js'
import { chooseLocale } from '../core/localeChoice.js'
import type { A11yLocale, A11yLocalePack, A11yMessages } from '../core/messages.js'
import { normalizePreferences, type Preferences } from '../core/preferences.js'
import { createA11yStore } from '../core/store.js'
import { A11yContext, type A11yContextValue } from './context.js'
import { useA11yPreferences } from './useA11yPreferences.js'

export interface A11yProviderProps {
  /** The page: everything the visitor's settings apply to, the widget included. */
  children?: ReactNode
  /**
   * Language of the widget's texts: a pack imported from `@firma/a11y-widget/locales/<tag>` (42
   * languages), or the name of a built-in one, `'sl'` or `'en'`; any other name throws in development.
   * Default: the page's `<html lang>` when it is Slovenian or English, else English (the server, which
   * has no page to read, renders English: pass the locale when you render on the server).
   */
  locale?: A11yLocale | A11yLocalePack
  /** Cookie consent: false keeps choices for the session, true for 180 days. Default false. */
  consent?: boolean
  /** Address of the host's accessibility statement; without it the dialog shows no link. */
  statementHref?: string
  /**
   * Preferences the server parsed from the request (`parsePreferencesCookie`), so the first render
   * matches the HTML. Without them the provider reads `document.cookie` after hydration.
   */
  initialPreferences?: Partial<Preferences>
  /** Called after each change the visitor makes (e.g. for analytics). */
  onChange?: (preferences: Preferences, previous: Preferences) => void
  /** Override any text of the current language, key by key. */
  messages?: Partial<A11yMessages>
  /** Render with the dialog open (stories, tests). Default false. */
  defaultOpen?: boolean
}

/** Holds one preferences store for its subtree and mirrors it onto `<html>` and the cookie. */
export function A11yProvider({
  children,
  locale: localeProp,
  consent = false,
  statementHref,
  initialPreferences,
  onChange,
  messages,
  defaultOpen = false,
}: A11yProviderProps) {
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const hasInitialPreferences = initialPreferences !== undefined
  const [store] = useState(() =>
    createA11yStore({
      preferences: normalizePreferences(initialPreferences),
      open: defaultOpen,
      onChange: (next, previous) => onChangeRef.current?.(next, previous),
    }),
  )
  const consentRef = useRef(consent)
  consentRef.current = consent

  // Whether the store holds the visitor's stored choice: at once when the server passed it, else once
  // the cookie has been read. Until then nothing is written, so the cookie is never replaced by defaults.
  const [adopted, setAdopted] = useState(hasInitialPreferences)

  // After hydration: keep <html> and the cookie in step with the store. When the server passed no
  // preferences (prerendered pages, where the pre-paint script already set <html>), the cookie is read
  // first (its reader loads on demand) and <html> stays as the script set it until then.
  useEffect(() => {
    let active = true
    let unsubscribe = () => {}
    const follow = () => {
      unsubscribe = store.subscribe((state, previous) => {
        if (state.preferences === previous.preferences) return
        applyPreferencesToDocument(state.preferences)
        writePreferencesCookie(state.preferences, consentRef.current)
      })
    }
    if (hasInitialPreferences) {
      applyPreferencesToDocument(store.getState().preferences)
      follow()
    } else {
      const before = store.getState().preferences
      readPreferencesFromDocument().then(
        (stored) => {
          if (!active) return
          // A change made meanwhile (through the hooks) wins over the cookie it would have replaced.
          const changed = store.getState().preferences !== before
          if (!changed) store.getState().replacePreferences(stored)
          applyPreferencesToDocument(store.getState().preferences)
          if (changed) writePreferencesCookie(store.getState().preferences, consentRef.current)
          follow()
          setAdopted(true)
        },
        () => {
          // The reader's chunk did not arrive: <html> keeps what the pre-paint script set, the
          // cookie stays as it is, and changes from now on apply as usual.
          if (active) follow()
        },
      )
    }
    return () => {
      active = false
      unsubscribe()
      clearPreferencesFromDocument()
    }
  }, [store, hasInitialPreferences])

  // Consent decides the cookie's lifetime. Rewriting the same cookie as a session cookie is what
  // removes the persistent one when consent is withdrawn; the choice itself stays for the visit.
  useEffect(() => {
    if (adopted && hasPreferencesCookie()) writePreferencesCookie(store.getState().preferences, consent)
  }, [store, consent, adopted])

  // The page's language matters only when the host names none; read after hydration (the server has
  // no page, so it and the hydrating render agree on English).
  const pageLang = useSyncExternalStore(
    localeProp === undefined ? subscribeToPageLanguage : subscribeNever,
    localeProp === undefined ? pageLanguage : noLanguage,
    noLanguage,
  )
  const locale = useMemo(() => chooseLocale(localeProp, pageLang), [localeProp, pageLang])

  const value = useMemo<A11yContextValue>(
    () => ({
      store,
      locale,
      lang: typeof locale === 'string' ? locale : locale.locale,
      dir: typeof locale === 'string' ? 'ltr' : locale.dir,
      messageOverrides: messages,
      openButtonLabel: openButtonLabel(locale, messages?.openButton),
      consent,
      statementHref,
    }),
    [store, locale, messages, consent, statementHref],
  )
  return (
    <A11yContext.Provider value={value}>
      <AutoplayGuard />
      {children}
    </A11yContext.Provider>
  )
}

const subscribeNever = () => () => {}
const noLanguage = () => ''

/** Pauses autoplaying video while animations are paused (CSS cannot). */
function AutoplayGuard() {
  const { animationsPaused } = useA11yPreferences()
  useEffect(() => (animationsPaused ? pauseAutoplayingVideos() : undefined), [animationsPaused])
  return null
}

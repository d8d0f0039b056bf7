import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  type ConsentState,
  type ConsentStorage,
  type ConsentStore,
  createConsentStore,
} from '../../consent/consentStore.js'

interface ConsentContextValue {
  store: ConsentStore
  /** Id of the banner's region, so the footer's "cookie settings" can move focus there. */
  bannerId: string
}

const ConsentContext = createContext<ConsentContextValue | null>(null)

export interface ConsentProviderProps {
  /** A store from createConsentStore, e.g. made per request on the server. Otherwise one is made from `version`. */
  store?: ConsentStore
  /** Banner version (used when no `store` is given). */
  version?: string
  /** Where the choice is kept (used when no `store` is given). */
  storage?: ConsentStorage
  /** Clock (used when no `store` is given). */
  now?: () => Date
  /**
   * Called after every choice ("I agree" or "Reject"), never on reopening: the site grants or
   * revokes analytics and moves preferences between session and persistent storage here.
   */
  onConsentChange?: (state: ConsentState, previous: ConsentState) => void
  children?: ReactNode
}

/** Holds one consent store for the React tree below it (never a module-level store: SSR-safe). */
export function ConsentProvider({
  store,
  version,
  storage,
  now,
  onConsentChange,
  children,
}: ConsentProviderProps) {
  const [ownStore] = useState(() => {
    if (store) return store
    if (version === undefined) throw new Error('ConsentProvider needs a `store` or a `version`.')
    return createConsentStore({ version, storage, now })
  })
  const bannerId = useId()
  const onChangeRef = useRef(onConsentChange)
  onChangeRef.current = onConsentChange

  useEffect(
    () =>
      ownStore.subscribe((state, previous) => {
        const chose = state.decidedAt !== previous.decidedAt || state.allowCookies !== previous.allowCookies
        if (state.decided && chose) onChangeRef.current?.(state, previous)
      }),
    [ownStore],
  )

  const value = useMemo(() => ({ store: ownStore, bannerId }), [ownStore, bannerId])
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

/** The consent state and its actions, as returned by useConsent. */
export interface ConsentApi extends ConsentState {
  agree(): void
  reject(): void
  reopen(): void
  close(): void
}

function useConsentContext(): ConsentContextValue {
  const context = useContext(ConsentContext)
  if (!context) throw new Error('useConsent and the cookie banner need a <ConsentProvider> above them.')
  return context
}

/** The visitor's consent; re-renders on every change. Must be used inside ConsentProvider. */
export function useConsent(): ConsentApi {
  const { store } = useConsentContext()
  // The server snapshot is the store's own state: the site creates the store from the same cookie
  // on the server and in the browser, so the hydrated banner matches the server HTML.
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return useMemo(
    () => ({ ...state, agree: store.agree, reject: store.reject, reopen: store.reopen, close: store.close }),
    [state, store],
  )
}

/** Id of the banner's region (internal: shared by the banner and the settings button). */
export function useBannerId(): string {
  return useConsentContext().bannerId
}

import { createContext, useContext } from 'react'
import type { A11yLocale, A11yMessages } from '../core/messages.js'
import type { A11yStore } from '../core/store.js'

export interface A11yContextValue {
  store: A11yStore
  locale: A11yLocale
  messages: A11yMessages
  consent: boolean
  statementHref: string | undefined
}

export const A11yContext = createContext<A11yContextValue | null>(null)

export function useA11yContext(caller: string): A11yContextValue {
  const value = useContext(A11yContext)
  if (value === null) throw new Error(`${caller} must be used inside <A11yProvider>.`)
  return value
}

import { createContext, useContext } from 'react'
import type { A11yLocale, A11yLocalePack, A11yMessages } from '../core/messages.js'
import type { A11yStore } from '../core/store.js'

export interface A11yContextValue {
  store: A11yStore
  /** A built-in language's name or the host's pack; the dialog resolves its texts from it. */
  locale: A11yLocale | A11yLocalePack
  /** The texts' language tag (the button's and the dialog's `lang`). */
  lang: string
  /** The texts' writing direction (the dialog's `dir`). */
  dir: 'ltr' | 'rtl'
  /** The host's overrides of the built-in texts; the dialog resolves them with its own texts. */
  messageOverrides: Partial<A11yMessages> | undefined
  /** The floating button's name (the only text rendered before the dialog's chunk is loaded). */
  openButtonLabel: string
  consent: boolean
  statementHref: string | undefined
}

export const A11yContext = createContext<A11yContextValue | null>(null)

export function useA11yContext(caller: string): A11yContextValue {
  const value = useContext(A11yContext)
  if (value === null) throw new Error(`${caller} must be used inside <A11yProvider>.`)
  return value
}

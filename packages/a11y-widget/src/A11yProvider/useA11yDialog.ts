import { useCallback } from 'react'
import { useStore } from 'zustand'
import { preloadDialog } from '../A11yWidget/loadDialog.js'
import { useA11yContext } from './context.js'

/** What {@link useA11yDialog} returns. */
export interface A11yDialogApi {
  open: boolean
  /** Opens the dialog; focus returns to `returnFocusTo` (default: the focused element) on close. */
  openDialog(returnFocusTo?: HTMLElement | null): void
  closeDialog(): void
  /**
   * Starts fetching the dialog's code, which loads on demand: call it on a sign of intent (pointer
   * over, focus) on a control of your own that opens the dialog, so it opens without a wait.
   */
  preloadDialog(): void
}

/** Opens and closes the dialog, e.g. from a skip button. */
export function useA11yDialog(): A11yDialogApi {
  const { store } = useA11yContext('useA11yDialog')
  const open = useStore(store, (state) => state.open)
  const openDialog = useCallback(
    (returnFocusTo?: HTMLElement | null) => {
      const active = document.activeElement
      const fallback = active instanceof HTMLElement && active !== document.body ? active : null
      store.getState().openDialog(returnFocusTo ?? fallback)
    },
    [store],
  )
  const closeDialog = useCallback(() => store.getState().closeDialog(), [store])
  return { open, openDialog, closeDialog, preloadDialog }
}

import { useCallback, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { preloadDialog } from '../A11yWidget/loadDialog.js'
import { prefersReducedMotion, subscribeToReducedMotion } from '../browser/dom.js'
import type { ColorTheme, FontChoice, ResizerKey, ToggleKey } from '../core/constants.js'
import { effectiveAnimationsPaused, type Preferences } from '../core/preferences.js'
import { useA11yContext } from './context.js'

// The server cannot know the media query; false there and during hydration keeps markup identical.
const serverSnapshot = () => false

/** Whether the system asks for reduced motion; false on the server and during hydration. */
export function useSystemPrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, serverSnapshot)
}

export interface A11yPreferencesApi {
  preferences: Preferences
  /** Effective "pause animations": the visitor's choice, else `prefers-reduced-motion`. Pass to carousels. */
  animationsPaused: boolean
  setToggle(key: ToggleKey, on: boolean): void
  increase(key: ResizerKey): void
  decrease(key: ResizerKey): void
  reset(key: ResizerKey): void
  setFont(font: FontChoice): void
  setColorTheme(theme: ColorTheme): void
  resetAll(): void
}

/** Reads and changes the visitor's preferences. */
export function useA11yPreferences(): A11yPreferencesApi {
  const { store } = useA11yContext('useA11yPreferences')
  const preferences = useStore(store, (state) => state.preferences)
  const systemReducedMotion = useSystemPrefersReducedMotion()
  const state = store.getState()
  return {
    preferences,
    animationsPaused: effectiveAnimationsPaused(preferences, systemReducedMotion),
    setToggle: state.setToggle,
    increase: state.increase,
    decrease: state.decrease,
    reset: state.reset,
    setFont: state.setFont,
    setColorTheme: state.setColorTheme,
    resetAll: state.resetAll,
  }
}

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

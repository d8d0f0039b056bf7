import { useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { prefersReducedMotion, subscribeToReducedMotion } from '../browser/dom.js'
import { effectiveAnimationsPaused, type Preferences } from '../core/preferences.js'
import type { A11yActions } from '../core/store.js'
import { useA11yContext } from './context.js'

// The dialog itself uses this hook, so this module must not import the dialog's loader (that was an
// import cycle: hook → loader → dialog → hook). Opening and preloading live in useA11yDialog.ts.

// The server cannot know the media query; false there and during hydration keeps markup identical.
const serverSnapshot = () => false

/** Whether the system asks for reduced motion; false on the server and during hydration. */
function useSystemPrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, serverSnapshot)
}

/** What {@link useA11yPreferences} returns: the preferences and the store's actions that change them. */
export interface A11yPreferencesApi
  extends Pick<
    A11yActions,
    'setToggle' | 'increase' | 'decrease' | 'reset' | 'setFont' | 'setColorTheme' | 'resetAll'
  > {
  preferences: Preferences
  /** Effective "pause animations": the visitor's choice, else `prefers-reduced-motion`. Pass to carousels. */
  animationsPaused: boolean
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

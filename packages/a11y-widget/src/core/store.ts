import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ColorTheme, FontChoice, ResizerKey, ToggleKey } from './constants.js'
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  resetResizer,
  samePreferences,
  stepResizer,
  withColorTheme,
  withToggle,
} from './preferences.js'

export interface A11yState {
  preferences: Preferences
  /** Whether the dialog is open. */
  open: boolean
  /** Where focus goes when the dialog closes; null lets the dialog return it to its trigger. */
  returnFocusTo: HTMLElement | null
  /** Closing through the statement link: the host navigates, so focus is not pulled back. */
  skipFocusReturn: boolean
}

export interface A11yActions {
  setToggle(key: ToggleKey, on: boolean): void
  increase(key: ResizerKey): void
  decrease(key: ResizerKey): void
  reset(key: ResizerKey): void
  setFont(font: FontChoice): void
  setColorTheme(theme: ColorTheme): void
  resetAll(): void
  /** Replaces the preferences without reporting a visitor change (e.g. read from the cookie). */
  replacePreferences(preferences: Preferences): void
  openDialog(returnFocusTo?: HTMLElement | null): void
  closeDialog(options?: { skipFocusReturn?: boolean }): void
}

export type A11yStore = StoreApi<A11yState & A11yActions>

export interface A11yStoreOptions {
  preferences?: Preferences
  open?: boolean
  /** Called after every change the visitor makes, with the new and the previous preferences. */
  onChange?: (preferences: Preferences, previous: Preferences) => void
}

/** One store per provider (per request on the server), never a module-level singleton. */
export function createA11yStore(options: A11yStoreOptions = {}): A11yStore {
  return createStore<A11yState & A11yActions>()((set, get) => {
    const change = (update: (preferences: Preferences) => Preferences) => {
      const previous = get().preferences
      const next = update(previous)
      if (samePreferences(previous, next)) return
      set({ preferences: next })
      options.onChange?.(next, previous)
    }
    return {
      preferences: options.preferences ?? { ...DEFAULT_PREFERENCES },
      open: options.open ?? false,
      returnFocusTo: null,
      skipFocusReturn: false,
      setToggle: (key, on) => change((p) => withToggle(p, key, on)),
      increase: (key) => change((p) => stepResizer(p, key, 1)),
      decrease: (key) => change((p) => stepResizer(p, key, -1)),
      reset: (key) => change((p) => resetResizer(p, key)),
      setFont: (font) => change((p) => ({ ...p, selectedFont: font })),
      setColorTheme: (theme) => change((p) => withColorTheme(p, theme)),
      resetAll: () => change(() => ({ ...DEFAULT_PREFERENCES })),
      replacePreferences: (preferences) => {
        if (!samePreferences(get().preferences, preferences)) set({ preferences })
      },
      openDialog: (returnFocusTo = null) => set({ open: true, returnFocusTo, skipFocusReturn: false }),
      closeDialog: ({ skipFocusReturn = false } = {}) => set({ open: false, skipFocusReturn }),
    }
  })
}

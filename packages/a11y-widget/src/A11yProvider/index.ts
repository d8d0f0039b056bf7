export type { A11yProviderProps } from './A11yProvider.js'
export { A11yProvider } from './A11yProvider.js'
export type { A11yDialogApi, A11yPreferencesApi } from './hooks.js'
export { useA11yDialog, useA11yPreferences } from './hooks.js'

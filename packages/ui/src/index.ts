// Public API of @firma/ui. Styles: import '@firma/ui/styles.css' once in the app.

export type { ButtonProps } from './components/Button/index.js'
export { Button } from './components/Button/index.js'
export type {
  ConsentListener,
  ConsentRecord,
  ConsentState,
  ConsentStorage,
  ConsentStore,
  ConsentStoreOptions,
} from './consent/consentStore.js'
export {
  consentStateFromRecord,
  createConsentStore,
  parseConsentRecord,
  serializeConsentRecord,
} from './consent/consentStore.js'
export type { UiLocale, UiLocaleProviderProps } from './locale/locale.js'
export { UiLocaleProvider } from './locale/locale.js'
export type { Breakpoint, ColorScheme, ColorTokens } from './tokens/tokens.js'
export {
  breakpoints,
  colorSchemes,
  colors,
  colorVariables,
  focusWidth,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  mediaDown,
  mediaUp,
  mobileBreakpoint,
  spacing,
  zIndex,
} from './tokens/tokens.js'

export type { A11yDialogApi, A11yPreferencesApi, A11yProviderProps } from './A11yProvider/index.js'
export { A11yProvider, useA11yDialog, useA11yPreferences } from './A11yProvider/index.js'
export type { A11yWidgetProps } from './A11yWidget/index.js'
export { A11yWidget, AccessibilityIcon } from './A11yWidget/index.js'
export { MESSAGES } from './core/builtInMessages.js'
export type { ColorTheme, FontChoice, ResizerKey, ResizerRange, ToggleKey } from './core/constants.js'
export {
  COLOR_THEMES,
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAME,
  FONT_CHOICES,
  RESIZER_KEYS,
  RESIZERS,
  TOGGLE_KEYS,
} from './core/constants.js'
export { htmlAttributes } from './core/htmlAttributes.js'
export type {
  A11yLocale,
  A11yLocalePack,
  A11yMessages,
  CountedMessageKey,
  FontNameKey,
  LandmarkMessageKey,
  MessageKey,
  PluralText,
} from './core/messages.js'
export { parsePreferencesCookie } from './core/parseCookie.js'
export { pickLocalePack } from './core/pickLocalePack.js'
export type { Preferences } from './core/preferences.js'
export { DEFAULT_PREFERENCES, effectiveAnimationsPaused } from './core/preferences.js'
export type { SchemePalette } from './core/schemes.js'
export { SCHEME_PALETTES } from './core/schemes.js'

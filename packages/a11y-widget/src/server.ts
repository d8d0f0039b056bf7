/*
 * Server entry: no React, no DOM, no side effects on import. Parse the request's Cookie header, put
 * `htmlAttributes(...)` on <html> and pass the same preferences to <A11yProvider initialPreferences>,
 * so the first response already shows the visitor's choice and hydration matches.
 */
export type { ColorTheme, FontChoice, ResizerKey, ResizerRange, ToggleKey } from './core/constants.js'
export { COLOR_THEMES, COOKIE_NAME, FONT_CHOICES, RESIZERS } from './core/constants.js'
export { serializePreferences } from './core/cookie.js'
export { htmlAttributes, MANAGED_HTML_ATTRIBUTES } from './core/htmlAttributes.js'
export type { A11yLocalePack } from './core/messages.js'
export { parsePreferencesCookie, parsePreferencesValue } from './core/parseCookie.js'
export { pickLocalePack } from './core/pickLocalePack.js'
export type { Preferences } from './core/preferences.js'
export { DEFAULT_PREFERENCES } from './core/preferences.js'
export { prePaintScript, prePaintScriptHash } from './core/prePaint.js'

import { RESIZERS, TOGGLE_ATTRIBUTES } from './constants.js'
import { preferenceEntries } from './cookie.js'
import type { Preferences } from './preferences.js'

/** Every attribute this package may set on `<html>`; anything else there belongs to the host. */
export const MANAGED_HTML_ATTRIBUTES: readonly string[] = Object.freeze([
  'data-theme',
  ...Object.values(RESIZERS).map((range) => `data-a11y-${range.attribute}`),
  'data-a11y-font',
  'data-a11y-theme',
  'data-a11y-motion',
  ...Object.values(TOGGLE_ATTRIBUTES).map(([attribute]) => `data-a11y-${attribute}`),
])

/**
 * The attributes for `<html>` that express `preferences`. `data-theme` is always present; the
 * `data-a11y-*` ones only when not at their default. `data-a11y-theme` repeats the scheme once the
 * visitor has picked one: without it, `prefers-contrast: more` chooses (styles.css). Values are
 * discrete strings matched by rules in styles.css, so nothing needs a `style` attribute (blocked by a
 * strict CSP).
 */
export function htmlAttributes(preferences: Preferences): Record<string, string> {
  const attributes: Record<string, string> = { 'data-theme': preferences.selectedColorTheme }
  for (const [key, value] of preferenceEntries(preferences)) attributes[`data-a11y-${key}`] = value
  return attributes
}

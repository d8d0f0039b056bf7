import { RESIZERS } from './constants.js'
import { preferenceEntries } from './cookie.js'
import type { Preferences } from './preferences.js'

/** Every attribute this package may set on `<html>`; anything else there belongs to the host. */
export const MANAGED_HTML_ATTRIBUTES: readonly string[] = Object.freeze([
  'data-theme',
  ...Object.values(RESIZERS).map((range) => `data-a11y-${range.attribute}`),
  'data-a11y-font',
  'data-a11y-motion',
  'data-a11y-images',
  'data-a11y-links',
  'data-a11y-cursor',
])

/**
 * The attributes for `<html>` that express `preferences`. `data-theme` is always present; the
 * `data-a11y-*` ones only when not at their default. Values are discrete strings matched by rules in
 * styles.css, so nothing needs a `style` attribute (blocked by a strict CSP).
 */
export function htmlAttributes(preferences: Preferences): Record<string, string> {
  const attributes: Record<string, string> = { 'data-theme': preferences.selectedColorTheme }
  for (const [key, value] of preferenceEntries(preferences)) {
    if (key !== 'theme') attributes[`data-a11y-${key}`] = value
  }
  return attributes
}

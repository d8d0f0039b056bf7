import type { ColorTheme } from './constants.js'

export interface SchemePalette {
  /** Text. */
  fg: string
  /** Background. */
  bg: string
  /** Links on the page. */
  link: string
  /** Controls in the dialog that are on (switch track, selected radio). */
  accent: string
  /** Text and marks drawn on `accent`. */
  accentFg: string
}

/**
 * Colours of the schemes, applied through custom properties (never `filter: invert`, which also
 * inverts photographs). Every pair used for text reaches 7:1 (WCAG 1.4.6); schemes.test.ts checks it.
 * Focus indicators are drawn in `fg` (the dialog's, and the page's under a scheme), so they reach it too.
 * `default` colours only the widget's own dialog; the page keeps the host's design.
 */
export const SCHEME_PALETTES: Readonly<Record<ColorTheme, SchemePalette>> = Object.freeze({
  default: { fg: '#1a1a1a', bg: '#ffffff', link: '#0b3d91', accent: '#0b3d91', accentFg: '#ffffff' },
  'yellow-on-blue': { fg: '#ffff00', bg: '#003399', link: '#ffffff', accent: '#ffff00', accentFg: '#003399' },
  'black-on-white': { fg: '#000000', bg: '#ffffff', link: '#00007a', accent: '#000000', accentFg: '#ffffff' },
  'white-on-black': { fg: '#ffffff', bg: '#000000', link: '#ffff00', accent: '#ffffff', accentFg: '#000000' },
  'black-on-cream': { fg: '#000000', bg: '#fdf6e3', link: '#0b3d78', accent: '#0b3d78', accentFg: '#fdf6e3' },
  'brown-on-sepia': { fg: '#3b2411', bg: '#f1e7d0', link: '#6b2400', accent: '#3b2411', accentFg: '#f1e7d0' },
  'white-on-grey': { fg: '#f2f2f2', bg: '#262626', link: '#ffe066', accent: '#f2f2f2', accentFg: '#262626' },
})

import type { ColorScheme, ColorTokens } from './tokens.js'

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r = 0, g = 0, b = 0] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** A foreground role on a background role, with the contrast it must reach. */
export interface ContrastPair {
  foreground: keyof ColorTokens
  background: keyof ColorTokens
  /** `text` pairs are read (WCAG 1.4.3/1.4.6); `non-text` pairs are borders and outlines (1.4.11). */
  kind: 'text' | 'non-text'
  minimum: number
}

/**
 * The pairs the design system promises, per scheme: every text role on every background reaches
 * 4.5:1 in the default scheme and 7:1 in the three accessibility schemes; borders and the focus
 * outline reach 3:1. The tests and the design-token documentation both read this list.
 */
export function contrastPairs(scheme: ColorScheme): ContrastPair[] {
  const text = scheme === 'default' ? 4.5 : 7
  const pairs: ContrastPair[] = []
  for (const foreground of ['text', 'textMuted', 'link'] as const) {
    for (const background of ['bg', 'surface'] as const) {
      pairs.push({ foreground, background, kind: 'text', minimum: text })
    }
  }
  pairs.push({ foreground: 'onPrimary', background: 'primary', kind: 'text', minimum: text })
  // Secondary buttons write `primary` on the page background.
  pairs.push({ foreground: 'primary', background: 'bg', kind: 'text', minimum: text })
  // The accent marks (the current page's underline, the wordmark's bar) on either background: a
  // non-text colour, as the default scheme's orange stays under the 7:1 the docs page is checked at.
  for (const background of ['bg', 'surface'] as const) {
    pairs.push({ foreground: 'accent', background, kind: 'non-text', minimum: 3 })
  }
  // Brand-filled areas (the footer) carry text, secondary text and links in onBrand colours.
  for (const foreground of ['onBrand', 'onBrandMuted'] as const) {
    pairs.push({ foreground, background: 'brand', kind: 'text', minimum: text })
  }
  for (const foreground of ['border', 'focus'] as const) {
    for (const background of ['bg', 'surface'] as const) {
      pairs.push({ foreground, background, kind: 'non-text', minimum: 3 })
    }
  }
  // The focus outline on a brand fill.
  pairs.push({ foreground: 'accentOnBrand', background: 'brand', kind: 'non-text', minimum: 3 })
  return pairs
}

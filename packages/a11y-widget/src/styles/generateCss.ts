import type { ColorTheme } from '../core/constants.js'
import { COLOR_THEMES, RESIZER_KEYS, RESIZERS, type ResizerKey } from '../core/constants.js'
import { roundToOneDecimal } from '../core/preferences.js'
import { SCHEME_PALETTES, type SchemePalette } from '../core/schemes.js'

/** The scheme `prefers-contrast: more` shows until the visitor picks one. */
const SYSTEM_CONTRAST_THEME: ColorTheme = 'black-on-white'

/**
 * The rules of generated.css, written from the ranges and palettes so they cannot drift apart.
 * generateCss.test.ts compares the file with this output; `vitest -u` rewrites it.
 *
 * A strict CSP blocks `style="--a11y-text: 1.3"` on the server-rendered <html>, so the stylesheet
 * turns each attribute's value into a custom property by itself. Every value has one decimal at most
 * ("0.8", "1.3", "2"), so it is composed from two attribute rules, one for the whole part
 * (`[data-a11y-text^="1"]`) and one for the tenth (`[data-a11y-text$=".3"]`): fewer rules, and fewer
 * bytes for every page, than one per value. Selectors leave out `html` to save bytes; only <html>
 * carries these attributes.
 */
/** Every value a resizer can take, ascending: the stylesheet has a rule for each. */
export function resizerValues(key: ResizerKey): number[] {
  const { min, max, step } = RESIZERS[key]
  const count = Math.round((max - min) / step)
  return Array.from({ length: count + 1 }, (_, i) => roundToOneDecimal(min + i * step))
}

// Printed the way the formatter (Biome) prints CSS, so formatting the tree leaves the file unchanged.
function rule(selector: string, declarations: [string, string][]): string {
  return `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};\n`).join('')}}`
}

/** The whole parts and the tenths that the non-default values of a multiplier are made of. */
function valueParts(key: (typeof RESIZER_KEYS)[number]): { wholes: string[]; tenths: string[] } {
  const values = resizerValues(key).filter((value) => value !== RESIZERS[key].default)
  const [wholes, tenths] = [new Set<string>(), new Set<string>()]
  for (const value of values) {
    const [whole = '0', tenth] = String(value).split('.')
    wholes.add(whole)
    if (tenth !== undefined) tenths.add(tenth)
  }
  return { wholes: [...wholes].sort(), tenths: [...tenths].sort() }
}

function paletteProperties(palette: SchemePalette): [string, string][] {
  return [
    ['--a11y-scheme-fg', palette.fg],
    ['--a11y-scheme-bg', palette.bg],
    ['--a11y-scheme-link', palette.link],
    ['--a11y-scheme-accent', palette.accent],
    ['--a11y-scheme-accent-fg', palette.accentFg],
  ]
}

export function generatedCss(): string {
  const lines = [
    '/* Generated from src/core/constants.ts and src/core/schemes.ts by generateCss.ts. Do not edit. */',
  ]
  for (const key of RESIZER_KEYS) {
    const { attribute } = RESIZERS[key]
    const { wholes, tenths } = valueParts(key)
    lines.push(
      rule(`[data-a11y-${attribute}]`, [
        [`--a11y-${attribute}`, `calc(var(--_${attribute}-whole) + var(--_${attribute}-tenth, 0))`],
      ]),
    )
    for (const whole of wholes) {
      lines.push(rule(`[data-a11y-${attribute}^="${whole}"]`, [[`--_${attribute}-whole`, whole]]))
    }
    for (const tenth of tenths) {
      lines.push(rule(`[data-a11y-${attribute}$=".${tenth}"]`, [[`--_${attribute}-tenth`, `0.${tenth}`]]))
    }
  }
  // Each palette also colours its swatch in the dialog (`.a11yw-swatch` reads the same properties).
  for (const theme of COLOR_THEMES) {
    const palette = SCHEME_PALETTES[theme]
    const swatch = `.a11yw-swatch[data-swatch="${theme}"]`
    if (theme === 'default') {
      lines.push(rule(swatch, paletteProperties(palette).slice(0, 2)))
    } else {
      lines.push(rule(`[data-theme="${theme}"],\n${swatch}`, paletteProperties(palette)))
    }
  }
  // Until the visitor picks a scheme (no data-a11y-theme), the system's "more contrast" picks one.
  const system = rule(
    'html:not([data-a11y-theme])',
    paletteProperties(SCHEME_PALETTES[SYSTEM_CONTRAST_THEME]),
  )
  lines.push(`@media (prefers-contrast: more) {\n${system.replace(/^/gm, '  ')}\n}`)
  return `${lines.join('\n')}\n`
}

import { COLOR_THEMES, RESIZER_KEYS, RESIZERS } from '../core/constants.js'
import { resizerValues } from '../core/preferences.js'
import { SCHEME_PALETTES } from '../core/schemes.js'

/**
 * The rules of generated.css, written from the ranges and palettes so they cannot drift apart.
 * generateCss.test.ts compares the file with this output; `vitest -u` rewrites it.
 *
 * A strict CSP blocks `style="--a11y-text: 1.3"` on the server-rendered <html>, so each discrete value
 * of each multiplier gets an attribute rule that sets the custom property instead. Selectors leave out
 * `html` to save bytes; only <html> carries these attributes.
 */
// Printed the way the formatter (Biome) prints CSS, so formatting the tree leaves the file unchanged.
function rule(selector: string, declarations: [string, string][]): string {
  return `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};\n`).join('')}}`
}

export function generatedCss(): string {
  const lines = [
    '/* Generated from src/core/constants.ts and src/core/schemes.ts by generateCss.ts. Do not edit. */',
  ]
  for (const key of RESIZER_KEYS) {
    const { attribute, default: fallback } = RESIZERS[key]
    for (const value of resizerValues(key)) {
      if (value === fallback) continue
      lines.push(rule(`[data-a11y-${attribute}="${value}"]`, [[`--a11y-${attribute}`, String(value)]]))
    }
  }
  for (const theme of COLOR_THEMES) {
    const palette = SCHEME_PALETTES[theme]
    if (theme !== 'default') {
      lines.push(
        rule(`[data-theme="${theme}"]`, [
          ['--a11y-scheme-fg', palette.fg],
          ['--a11y-scheme-bg', palette.bg],
          ['--a11y-scheme-link', palette.link],
          ['--a11y-scheme-accent', palette.accent],
          ['--a11y-scheme-accent-fg', palette.accentFg],
        ]),
      )
    }
    lines.push(
      rule(`.a11yw-swatch[data-swatch="${theme}"]`, [
        ['color', palette.fg],
        ['background-color', palette.bg],
      ]),
    )
  }
  return `${lines.join('\n')}\n`
}

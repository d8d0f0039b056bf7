import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RESIZER_KEYS, RESIZERS } from '../core/constants.js'
import { generatedCss, resizerValues } from './generateCss.js'

describe('generated.css', () => {
  it('is up to date with the ranges and palettes (run `vitest -u` after changing them)', async () => {
    await expect(generatedCss()).toMatchFileSnapshot('./generated.css')
  })

  it('composes every non-default value of each multiplier from its whole part and its tenth', () => {
    const css = generatedCss()
    // What the browser does with the attribute rules, for one value as the attribute prints it.
    const composed = (attribute: string, printed: string) => {
      const declared = (selector: string, name: string) =>
        css.match(new RegExp(`${selector.replace(/[[\]^$.*]/g, '\\$&')} \\{\\n  ${name}: ([\\d.]+);`))?.[1]
      const [whole, tenth] = printed.split('.')
      const wholeValue = declared(`[data-a11y-${attribute}^="${whole}"]`, `--_${attribute}-whole`)
      const tenthValue =
        tenth === undefined ? '0' : declared(`[data-a11y-${attribute}$=".${tenth}"]`, `--_${attribute}-tenth`)
      return Number(wholeValue) + Number(tenthValue)
    }
    for (const key of RESIZER_KEYS) {
      const { attribute, default: fallback } = RESIZERS[key]
      expect(css).toContain(
        `[data-a11y-${attribute}] {\n  --a11y-${attribute}: calc(var(--_${attribute}-whole) + var(--_${attribute}-tenth, 0));\n}`,
      )
      for (const value of resizerValues(key).filter((entry) => entry !== fallback)) {
        expect(composed(attribute, String(value))).toBeCloseTo(value, 10)
      }
    }
  })

  it('never uses filter: invert and the page stylesheet sets no inline-style hooks', () => {
    const page = readFileSync(new URL('./page.css', import.meta.url), 'utf8')
    const widget = readFileSync(new URL('../A11yWidget/A11yWidget.css', import.meta.url), 'utf8')
    for (const css of [page, widget, generatedCss()]) {
      expect(css).not.toMatch(/invert\(/)
      expect(css).not.toMatch(/https?:\/\//)
    }
  })

  it('handles forced colours and reduced motion in CSS', () => {
    const page = readFileSync(new URL('./page.css', import.meta.url), 'utf8')
    const widget = readFileSync(new URL('../A11yWidget/A11yWidget.css', import.meta.url), 'utf8')
    expect(page).toContain('@media (prefers-reduced-motion: reduce)')
    expect(widget).toContain('@media (forced-colors: active)')
  })
})

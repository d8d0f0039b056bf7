import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RESIZER_KEYS, RESIZERS } from '../core/constants.js'
import { resizerValues } from '../core/preferences.js'
import { generatedCss } from './generateCss.js'

describe('generated.css', () => {
  it('is up to date with the ranges and palettes (run `vitest -u` after changing them)', async () => {
    await expect(generatedCss()).toMatchFileSnapshot('./generated.css')
  })

  it('has a rule for every non-default value each multiplier can take, printed as the attribute prints it', () => {
    const css = generatedCss()
    for (const key of RESIZER_KEYS) {
      const { attribute, default: fallback } = RESIZERS[key]
      for (const value of resizerValues(key)) {
        const rule = `[data-a11y-${attribute}="${value}"] {\n  --a11y-${attribute}: ${value};\n}`
        expect(css.includes(rule)).toBe(value !== fallback)
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

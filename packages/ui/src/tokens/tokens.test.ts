import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio as contrast, contrastPairs } from './contrast.js'
import {
  breakpoints,
  type ColorScheme,
  type ColorTokens,
  colorSchemes,
  colors,
  colorVariables,
  fontFamilies,
  fontSizes,
  layout,
  mediaDown,
  mediaUp,
  motion,
  radii,
  shadows,
  spacing,
  zIndex,
} from './tokens.js'

// Comments stripped, so that a selector list is all that precedes each block.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The custom properties declared in the rule whose selector list contains `selector`. */
function declarationsOf(selector: string): Map<string, string> {
  const rule = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((match) =>
    (match[1] ?? '').split(',').some((part) => part.trim() === selector),
  )
  const declarations = new Map<string, string>()
  for (const [, name, value] of (rule?.[2] ?? '').matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    declarations.set(name ?? '', (value ?? '').trim())
  }
  return declarations
}

const textRoles: (keyof ColorTokens)[] = ['text', 'textMuted', 'link']
const backgroundRoles: (keyof ColorTokens)[] = ['bg', 'surface']

describe('colour tokens', () => {
  it.each(colorSchemes)(
    'scheme %s: every promised pair reaches its contrast (the list the docs show)',
    (scheme) => {
      for (const pair of contrastPairs(scheme)) {
        expect(
          contrast(colors[scheme][pair.foreground], colors[scheme][pair.background]),
          `${pair.foreground} on ${pair.background}`,
        ).toBeGreaterThanOrEqual(pair.minimum)
      }
      expect(contrastPairs(scheme).filter((pair) => pair.kind === 'text')).toHaveLength(10)
    },
  )

  it.each(colorSchemes)('scheme %s: every text role is readable on every background', (scheme) => {
    const palette = colors[scheme]
    const minimum = scheme === 'default' ? 4.5 : 7
    for (const text of textRoles) {
      for (const background of backgroundRoles) {
        expect(
          contrast(palette[text], palette[background]),
          `${text} on ${background}`,
        ).toBeGreaterThanOrEqual(minimum)
      }
    }
    expect(contrast(palette.onPrimary, palette.primary), 'on-primary on primary').toBeGreaterThanOrEqual(
      minimum,
    )
    // Secondary buttons write `primary` on the page background.
    expect(contrast(palette.primary, palette.bg), 'primary on bg').toBeGreaterThanOrEqual(minimum)
  })

  it.each(colorSchemes)('scheme %s: borders and focus outlines reach 3:1 (WCAG 1.4.11)', (scheme) => {
    const palette = colors[scheme]
    for (const background of backgroundRoles) {
      expect(contrast(palette.border, palette[background])).toBeGreaterThanOrEqual(3)
      expect(contrast(palette.focus, palette[background])).toBeGreaterThanOrEqual(3)
    }
  })

  it.each(colorSchemes)(
    'scheme %s: tokens.css declares the same values as tokens.ts',
    (scheme: ColorScheme) => {
      const declarations = declarationsOf(`[data-theme="${scheme}"]`)
      for (const [role, variable] of Object.entries(colorVariables)) {
        expect(declarations.get(variable), variable).toBe(colors[scheme][role as keyof ColorTokens])
      }
    },
  )

  it('applies the default scheme without any data-theme attribute', () => {
    expect(declarationsOf(':root').get('--ui-color-bg')).toBe(colors.default.bg)
  })
})

describe('layout tokens', () => {
  const root = [...css.matchAll(/:root\s*\{([^{}]*)\}/g)].map((match) => match[1]).join('\n')

  it('declares the breakpoints xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 })
    for (const [name, px] of Object.entries(breakpoints)) {
      expect(root).toContain(`--ui-breakpoint-${name}: ${px}px;`)
    }
  })

  it('builds media queries from the breakpoints', () => {
    expect(mediaUp('lg')).toBe('(min-width: 1280px)')
    expect(mediaDown('lg')).toBe('(max-width: 1279.98px)')
  })

  it('declares the layering: overlays at 2000, dialogs above them at 2400', () => {
    expect(zIndex).toEqual({ overlay: 2000, dialog: 2400 })
    expect(root).toContain('--ui-z-overlay: 2000;')
    expect(root).toContain('--ui-z-dialog: 2400;')
  })

  it('declares spacing and font stacks as in tokens.ts', () => {
    for (const [step, value] of Object.entries(spacing)) {
      expect(root).toContain(`--ui-space-${step}: ${value};`)
    }
    expect(root).toContain(`--ui-font-family-text: ${fontFamilies.text.replaceAll("'", '"')};`)
    expect(root).toContain(`--ui-font-family-heading: ${fontFamilies.heading.replaceAll("'", '"')};`)
  })

  it('declares the type scale and the content column, gutters and section rhythm as in tokens.ts', () => {
    for (const [name, value] of Object.entries(fontSizes)) {
      expect(root).toContain(`--ui-font-size-${name}: ${value};`)
    }
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    for (const [name, value] of Object.entries(layout)) {
      expect(root).toContain(`--ui-${kebab(name)}: ${value};`)
    }
  })

  it('declares radii, shadows and motion as in tokens.ts', () => {
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    for (const [name, value] of Object.entries(radii))
      expect(root).toContain(`--ui-radius-${name}: ${value};`)
    for (const [name, value] of Object.entries(shadows))
      expect(root).toContain(`--ui-shadow-${name}: ${value};`)
    for (const [name, value] of Object.entries(motion))
      expect(root).toContain(`--ui-motion-${kebab(name)}: ${value};`)
  })
})

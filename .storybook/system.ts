import type { ViewportMap } from 'storybook/viewport'
import { breakpoints, type ColorScheme } from '../packages/ui/src/tokens/tokens.js'

/** The colour schemes by the names the accessibility widget gives them. */
export const schemeNames: Record<ColorScheme, string> = {
  default: 'Default',
  'yellow-on-blue': 'Yellow on blue',
  'black-on-white': 'Black on white',
  'white-on-black': 'White on black',
  'black-on-cream': 'Black on cream',
  'brown-on-sepia': 'Brown on sepia',
  'white-on-grey': 'White on grey',
}

/** Width of the phone examples: the narrowest screen the site promises to fit (WCAG 1.4.10 reflow). */
export const phoneWidth = 320

/**
 * The viewport menu: the two phone widths the site is checked at, then each breakpoint of the
 * design system (xs starts at 0, so its example is the 320 px phone). `mobile1` keeps Storybook's
 * key for 320 × 568, which stories already name.
 */
export const viewports: ViewportMap = {
  mobile1: { name: 'Phone 320 (xs)', styles: { width: `${phoneWidth}px`, height: '568px' }, type: 'mobile' },
  phone375: { name: 'Phone 375 (xs)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  sm: {
    name: `sm ${breakpoints.sm}`,
    styles: { width: `${breakpoints.sm}px`, height: '960px' },
    type: 'tablet',
  },
  md: {
    name: `md ${breakpoints.md}`,
    styles: { width: `${breakpoints.md}px`, height: '720px' },
    type: 'tablet',
  },
  lg: {
    name: `lg ${breakpoints.lg}`,
    styles: { width: `${breakpoints.lg}px`, height: '800px' },
    type: 'desktop',
  },
  xl: {
    name: `xl ${breakpoints.xl}`,
    styles: { width: `${breakpoints.xl}px`, height: '1080px' },
    type: 'desktop',
  },
  xxl: {
    name: `xxl ${breakpoints.xxl}`,
    styles: { width: `${breakpoints.xxl}px`, height: '1440px' },
    type: 'desktop',
  },
}

/** The width in CSS pixels of a viewport global (`{ value: 'mobile1' }` or `'mobile1'`), if it names one. */
export function viewportWidth(global: unknown): number | undefined {
  const key = typeof global === 'string' ? global : (global as { value?: string } | undefined)?.value
  const width = key ? viewports[key]?.styles.width : undefined
  return width ? Number.parseInt(width, 10) : undefined
}

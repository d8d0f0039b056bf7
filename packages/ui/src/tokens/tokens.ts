/**
 * Design tokens as typed values, mirroring the CSS custom properties of `tokens.css`
 * (a test keeps the two in step). Use them in code; in CSS use the `--ui-*` properties.
 */

/**
 * The colour schemes, selected by `<html data-theme="…">`: the site's, three high-contrast ones and
 * three softer pairs (cream, sepia, dark grey), each at 7:1 for text.
 */
export const colorSchemes = [
  'default',
  'yellow-on-blue',
  'black-on-white',
  'white-on-black',
  'black-on-cream',
  'brown-on-sepia',
  'white-on-grey',
] as const
export type ColorScheme = (typeof colorSchemes)[number]

/** The colour roles every scheme defines. */
export interface ColorTokens {
  /** Page background. */
  bg: string
  /** Background of raised areas: cards, the cookie banner, the footer. */
  surface: string
  /** Body text on `bg` and `surface`. */
  text: string
  /** Secondary text (subtitles, meta data) on `bg` and `surface`. */
  textMuted: string
  /** Links on `bg` and `surface`. */
  link: string
  /** Fill of primary buttons; text of secondary buttons. */
  primary: string
  /** Text on a `primary` fill. */
  onPrimary: string
  /** Borders of controls and cards (non-text contrast of at least 3:1). */
  border: string
  /** Focus outline. */
  focus: string
  /** The brand colour: the wordmark's mark and areas filled with the brand (the footer). */
  brand: string
  /** Text and icons on a `brand` fill. */
  onBrand: string
  /** Secondary text on a `brand` fill. */
  onBrandMuted: string
  /**
   * The accent: what marks the current page in the navigation and the wordmark's bar; illustrations'
   * highlights. A mark, not a text colour (3:1 on `bg` and `surface`).
   */
  accent: string
  /** The accent on a `brand` fill; also the focus outline there. */
  accentOnBrand: string
}

/**
 * Colours per scheme. Text pairs reach 7:1 in every scheme (the default only needs WCAG AA's 4.5:1,
 * the high-contrast schemes promise 7:1); borders and the focus outline reach 3:1.
 */
export const colors: Record<ColorScheme, ColorTokens> = {
  default: {
    bg: '#ffffff',
    surface: '#f3f5f8',
    text: '#14202e',
    textMuted: '#47505e',
    link: '#0b4f8a',
    primary: '#0b4f8a',
    onPrimary: '#ffffff',
    border: '#69717d',
    focus: '#b3261e',
    brand: '#0c2d4f',
    onBrand: '#ffffff',
    onBrandMuted: '#c9d6e6',
    accent: '#c2410c',
    accentOnBrand: '#ffb37a',
  },
  'yellow-on-blue': {
    bg: '#002b7f',
    surface: '#00226a',
    text: '#ffff00',
    textMuted: '#ffff00',
    link: '#ffff00',
    primary: '#ffff00',
    onPrimary: '#002b7f',
    border: '#ffff00',
    focus: '#ffffff',
    brand: '#002b7f',
    onBrand: '#ffff00',
    onBrandMuted: '#ffff00',
    accent: '#ffff00',
    accentOnBrand: '#ffffff',
  },
  'black-on-white': {
    bg: '#ffffff',
    surface: '#ffffff',
    text: '#000000',
    textMuted: '#000000',
    link: '#000000',
    primary: '#000000',
    onPrimary: '#ffffff',
    border: '#000000',
    focus: '#000000',
    brand: '#ffffff',
    onBrand: '#000000',
    onBrandMuted: '#000000',
    accent: '#000000',
    accentOnBrand: '#000000',
  },
  'white-on-black': {
    bg: '#000000',
    surface: '#000000',
    text: '#ffffff',
    textMuted: '#ffffff',
    link: '#ffffff',
    primary: '#ffffff',
    onPrimary: '#000000',
    border: '#ffffff',
    focus: '#ffffff',
    brand: '#000000',
    onBrand: '#ffffff',
    onBrandMuted: '#ffffff',
    accent: '#ffffff',
    accentOnBrand: '#ffffff',
  },
  'black-on-cream': {
    bg: '#fdf6e3',
    surface: '#fdf6e3',
    text: '#000000',
    textMuted: '#000000',
    link: '#0b3d78',
    primary: '#0b3d78',
    onPrimary: '#fdf6e3',
    border: '#000000',
    focus: '#000000',
    brand: '#fdf6e3',
    onBrand: '#000000',
    onBrandMuted: '#000000',
    accent: '#0b3d78',
    accentOnBrand: '#0b3d78',
  },
  'brown-on-sepia': {
    bg: '#f1e7d0',
    surface: '#f1e7d0',
    text: '#3b2411',
    textMuted: '#3b2411',
    link: '#6b2400',
    primary: '#3b2411',
    onPrimary: '#f1e7d0',
    border: '#3b2411',
    focus: '#3b2411',
    brand: '#f1e7d0',
    onBrand: '#3b2411',
    onBrandMuted: '#3b2411',
    accent: '#6b2400',
    accentOnBrand: '#6b2400',
  },
  'white-on-grey': {
    bg: '#262626',
    surface: '#262626',
    text: '#f2f2f2',
    textMuted: '#f2f2f2',
    link: '#ffe066',
    primary: '#f2f2f2',
    onPrimary: '#262626',
    border: '#f2f2f2',
    focus: '#f2f2f2',
    brand: '#262626',
    onBrand: '#f2f2f2',
    onBrandMuted: '#f2f2f2',
    accent: '#ffe066',
    accentOnBrand: '#ffe066',
  },
}

/** The CSS custom property of each colour role, e.g. `colorVariables.textMuted === '--ui-color-text-muted'`. */
export const colorVariables: Record<keyof ColorTokens, `--ui-color-${string}`> = {
  bg: '--ui-color-bg',
  surface: '--ui-color-surface',
  text: '--ui-color-text',
  textMuted: '--ui-color-text-muted',
  link: '--ui-color-link',
  primary: '--ui-color-primary',
  onPrimary: '--ui-color-on-primary',
  border: '--ui-color-border',
  focus: '--ui-color-focus',
  brand: '--ui-color-brand',
  onBrand: '--ui-color-on-brand',
  onBrandMuted: '--ui-color-on-brand-muted',
  accent: '--ui-color-accent',
  accentOnBrand: '--ui-color-accent-on-brand',
}

/** Breakpoints, in CSS pixels (min-width of each range). */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const
export type Breakpoint = keyof typeof breakpoints

/** Mobile is below lg. */
export const mobileBreakpoint: Breakpoint = 'lg'

/** Media query for widths from `breakpoint` up, e.g. `mediaUp('lg') === '(min-width: 1280px)'`. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`
}

/** Media query for widths below `breakpoint`, e.g. `mediaDown('lg') === '(max-width: 1279.98px)'`. */
export function mediaDown(breakpoint: Breakpoint): string {
  // .02 below the next range, as fractional widths exist on zoomed and high-density screens.
  return `(max-width: ${breakpoints[breakpoint] - 0.02}px)`
}

/** Layering: which element sits above which. */
export const zIndex = { overlay: 2000, dialog: 2400 } as const

/** Spacing scale in rem, so it grows with the widget's text size. */
export const spacing = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const

/** Font stacks: Open Sans for text, Archivo then Open Sans for headings. */
export const fontFamilies = {
  text: "'Open Sans', 'Open Sans Fallback', Arial, sans-serif",
  heading: "Archivo, 'Archivo Fallback', 'Open Sans', 'Open Sans Fallback', Arial, sans-serif",
} as const

/** Type scale in rem; `display` (the home page's headline) grows with the viewport between two rem sizes. */
export const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '2.5rem',
  display: 'clamp(1.75rem, 1.25rem + 2.5vw, 3.5rem)',
} as const

/** The weights the stylesheet loads (latin and latin-ext subsets only). */
export const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const

/** Unitless line heights, so they scale with the text. */
export const lineHeights = { text: 1.6, heading: 1.2 } as const

/** Width of focus outlines. */
export const focusWidth = '3px'

/** Corner radii: `sm` for controls (buttons, fields), `md` for surfaces (cards, images), `round` for circles. */
export const radii = { sm: '0.25rem', md: '0.5rem', round: '50%' } as const

/**
 * Shadows: `raised` lifts a panel above the page (the phone menu), `inset` shows a pressed button.
 * A shadow never carries meaning alone: the high-contrast schemes draw borders instead.
 */
export const shadows = {
  raised: '0 0.75rem 1.5rem rgb(12 45 79 / 0.18)',
  inset: 'inset 0 0.15rem 0.3rem rgb(0 0 0 / 0.35)',
} as const

/**
 * Motion: short durations for small changes (a panel opening, a chevron turning), `slow` for a
 * slide moving. Every animation stops under reduced motion and the widget's "pause animations".
 */
export const motion = {
  durationFast: '120ms',
  durationBase: '150ms',
  durationSlow: '400ms',
  easing: 'ease-out',
} as const

/**
 * Layout: one centred content column (`contentMaxWidth`, plus `gutter` on each side at every width;
 * the `.ui-container` class), the space between a page's sections (`sectionSpace`, `.ui-section`)
 * and between blocks inside one (`sectionSpaceCompact`), the gap of card grids, and the line length
 * of running text (`measure`, `.ui-measure`).
 */
export const layout = {
  contentMaxWidth: '75rem',
  gutter: 'clamp(1rem, 5vw, 3rem)',
  gridGap: 'clamp(1rem, 2.5vw, 2rem)',
  sectionSpace: 'clamp(3rem, 2rem + 4vw, 6rem)',
  sectionSpaceCompact: 'clamp(2rem, 1.5rem + 2vw, 3.5rem)',
  measure: '65ch',
  /** A story beside its figures (a reference's problem and work, then its results), from md up. */
  storyColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  /** A figure that carries a result ("200.000+"). */
  figureSize: 'clamp(1.75rem, 1.25rem + 2vw, 2.75rem)',
  /** A page header's title beside its drawing, from md up (home, product and company headers). */
  headerColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
  /** Space above and below the loud page headers (home, product), whose band spans the screen. */
  headerSpace: 'clamp(2rem, 1rem + 4vw, 5rem)',
  /** Space above and below the quiet page headers (article, legal). */
  headerSpaceQuiet: 'clamp(1.5rem, 1rem + 2vw, 2.5rem)',
  /** Width of the small drawing beside an article's title. */
  headerMediaQuiet: '10rem',
  /** Width of the emblem before a legal page's title. */
  headerEmblem: '5rem',
} as const

/**
 * The widget's constants: cookie, sizes, layering, and the ranges of each setting (steps and defaults
 * are the product's; minima and maxima this package chose).
 * Everything else derives from this module: the store, the cookie parser, the pre-paint script,
 * the generated stylesheet rules and the tests.
 */

/** Name of the preferences cookie, read by the server entry and the pre-paint script. */
export const COOKIE_NAME = 'a11y-preferences'

/**
 * Version written into the cookie. Version 1 (widget 1.0) still reads: parseCookie.ts migrates it.
 * Any other version is ignored when read.
 */
export const COOKIE_VERSION = '2'

/** Older versions that are still read, each migrated on the way in (parseCookie.ts). */
export const COOKIE_READABLE_VERSIONS = ['1', COOKIE_VERSION] as const

/** Lifetime of the persistent cookie after consent: 180 days. */
export const COOKIE_MAX_AGE_SECONDS = 15_552_000

/** The five multipliers, in the order the dialog shows them. */
export const RESIZER_KEYS = [
  'fontSizeMultiplier',
  'lineSpacingMultiplier',
  'letterSpacingMultiplier',
  'wordSpacingMultiplier',
  'paragraphSpacingMultiplier',
] as const
export type ResizerKey = (typeof RESIZER_KEYS)[number]

export interface ResizerRange {
  readonly min: number
  readonly max: number
  readonly step: number
  readonly default: number
  /** Suffix of the `data-a11y-*` attribute on `<html>` and key in the cookie. */
  readonly attribute: string
}

/**
 * Ranges. Steps and defaults are the product's; minima and maxima are ours:
 * - text 0.8–4: +100 % (WCAG 1.4.4) is reached in ten steps; above 3.5 the dialog goes to one column.
 * - line 0.8–3.5, times a base line height of 1.5: 1.1 already exceeds WCAG 1.4.12's 1.5.
 * - letter 0–0.5 em: 0.2 exceeds WCAG 1.4.12's 0.12 em. Negative tracking helps nobody, so 0 is the floor.
 * - word 1–3 times the width of a space (0.25 em): 1.8 adds 0.2 em, over WCAG 1.4.12's 0.16 em.
 * - paragraph 0–2 em added after each paragraph, on top of the host's own space there (1 em, the
 *   browser's default, unless the host says otherwise): the first step (+0.5 em) gives 1.5 em, the
 *   second (+1 em) WCAG 1.4.12's 2 times the font size. Steps of 0.5 em: smaller ones are hard to see.
 */
export const RESIZERS: Readonly<Record<ResizerKey, ResizerRange>> = Object.freeze({
  fontSizeMultiplier: { min: 0.8, max: 4, step: 0.1, default: 1, attribute: 'text' },
  lineSpacingMultiplier: { min: 0.8, max: 3.5, step: 0.1, default: 1, attribute: 'line' },
  letterSpacingMultiplier: { min: 0, max: 0.5, step: 0.1, default: 0, attribute: 'letter' },
  wordSpacingMultiplier: { min: 1, max: 3, step: 0.2, default: 1, attribute: 'word' },
  paragraphSpacingMultiplier: { min: 0, max: 2, step: 0.5, default: 0, attribute: 'paragraph' },
})

/**
 * The switches: those of the display (the keyboard focus highlight among them), those of the text
 * (bold, alignment, line length), then the reading aids.
 */
export const TOGGLE_KEYS = [
  'animationsPaused',
  'imagesHidden',
  'linksHighlighted',
  'focusHighlighted',
  'cursorEnlarged',
  'textBold',
  'textAlignedStart',
  'lineLengthLimited',
  'readingGuide',
  'readAloud',
] as const
export type ToggleKey = (typeof TOGGLE_KEYS)[number]

/**
 * How each switch except "pause animations" (which also records "chosen off", see preferences.ts)
 * is stored: the `data-a11y-*` attribute suffix and cookie key, and its one value when on.
 */
export const TOGGLE_ATTRIBUTES: Readonly<
  Record<Exclude<ToggleKey, 'animationsPaused'>, readonly [string, string]>
> = Object.freeze({
  imagesHidden: ['images', 'hidden'],
  linksHighlighted: ['links', 'highlighted'],
  focusHighlighted: ['focus', 'highlighted'],
  cursorEnlarged: ['cursor', 'large'],
  textBold: ['weight', 'bold'],
  textAlignedStart: ['align', 'start'],
  lineLengthLimited: ['measure', 'limited'],
  readingGuide: ['guide', 'on'],
  readAloud: ['speech', 'on'],
})

/**
 * Font choices. `default` leaves the host's own font (our site: the Open Sans stack) untouched.
 * The product brief names the third option in two ways, so both Verdana and Georgia are offered.
 */
export const FONT_CHOICES = ['default', 'arial', 'verdana', 'georgia', 'opendyslexic'] as const
export type FontChoice = (typeof FONT_CHOICES)[number]

/**
 * Colour schemes, also the values of `data-theme` on `<html>` that other packages key on. The three
 * after the first four are softer pairs for readers whom glare or full black and white tire: still 7:1.
 */
export const COLOR_THEMES = [
  'default',
  'yellow-on-blue',
  'black-on-white',
  'white-on-black',
  'black-on-cream',
  'brown-on-sepia',
  'white-on-grey',
] as const
export type ColorTheme = (typeof COLOR_THEMES)[number]

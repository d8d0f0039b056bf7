import type { LandmarkRole } from '../A11yWidget/landmarkNames.js'

/** Keys of every visible or announced text. Hosts may override any of them. */
export type MessageKey =
  | 'openButton'
  | 'title'
  | 'description'
  | 'storageSession'
  | 'storagePersistent'
  | 'close'
  | 'displayHeading'
  | 'textHeading'
  | 'fontHeading'
  | 'schemeHeading'
  | 'animationsPaused'
  | 'imagesHidden'
  | 'linksHighlighted'
  | 'focusHighlighted'
  | 'cursorEnlarged'
  | 'textBold'
  | 'fontSizeMultiplier'
  | 'lineSpacingMultiplier'
  | 'letterSpacingMultiplier'
  | 'wordSpacingMultiplier'
  | 'paragraphSpacingMultiplier'
  | 'textAlignedStart'
  | 'lineLengthLimited'
  | 'readingAidsHeading'
  | 'readingGuide'
  | 'readAloud'
  | 'readAloudHint'
  | 'readAloudButton'
  | 'readAloudStop'
  | 'readAloudNothingSelected'
  | 'readAloudNoVoice'
  | 'pageStructure'
  | 'increase'
  | 'decrease'
  | 'reset'
  | 'valueDefault'
  | 'valuePercent'
  | 'valueAtLimit'
  | 'limitMax'
  | 'limitMin'
  | 'font.default'
  | 'font.arial'
  | 'font.verdana'
  | 'font.georgia'
  | 'font.opendyslexic'
  | 'theme.default'
  | 'theme.yellow-on-blue'
  | 'theme.black-on-white'
  | 'theme.white-on-black'
  | 'theme.black-on-cream'
  | 'theme.brown-on-sepia'
  | 'theme.white-on-grey'
  | 'systemContrastNote'
  | 'forcedColorsNote'
  | 'resetAll'
  | 'statementLink'

/**
 * Keys of the font names no language translates. A pack may leave them out; the dialog then shows
 * the name itself (the built-in packs do, which keeps each within its size budget).
 */
export type FontNameKey = 'font.arial' | 'font.verdana' | 'font.georgia' | 'font.opendyslexic'

/**
 * Names of the page's landmarks in the page structure list (`'landmark.main'`, …). Optional: the list
 * brings them for every language a pack ships for (A11yWidget/landmarkNames.ts) and loads them when
 * opened; a pack of another language gives them here, or the list shows the English ones.
 */
export type LandmarkMessageKey = `landmark.${LandmarkRole}`

/** Keys whose text counts something: the count fills `{count}` and chooses the plural form. */
export type CountedMessageKey = 'storagePersistent'

/**
 * One text in each plural form of a language, as `Intl.PluralRules` names them (`other` always;
 * `zero`, `one`, `two`, `few`, `many` where the language has them): `{ one: '{count} day', other:
 * '{count} days' }`. A plain string is used for every count.
 */
export type PluralText = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>

/**
 * All texts of one language. `{setting}`, `{value}`, `{limit}` and `{count}` are placeholders; the
 * texts of {@link CountedMessageKey} may give a form per plural category, and a form that stands for
 * one number alone may write it in words instead of `{count}` (the Arabic and Maltese dual, `two`).
 * `valuePercent` gets the signed number as `{value}` (`'{value}%'` → `+30%`), or, where the language
 * writes the sign apart from the number, the sign as `{sign}` and the number alone as `{value}`
 * (Turkish `'{sign}%{value}'` → `+%30`).
 */
export type A11yMessages = Record<Exclude<MessageKey, CountedMessageKey | FontNameKey>, string> &
  Record<CountedMessageKey, string | PluralText> &
  Partial<Record<FontNameKey | LandmarkMessageKey, string>>

/**
 * A language pack: the language's BCP 47 tag (the dialog's `lang`), its writing direction (the
 * dialog's `dir`) and every text. Each pack is its own entry point, `@firma/a11y-widget/locales/<tag>`;
 * pass it to `<A11yProvider locale={pack}>`.
 */
export interface A11yLocalePack<Tag extends string = string> {
  readonly locale: Tag
  readonly dir: 'ltr' | 'rtl'
  readonly messages: Readonly<A11yMessages>
}

/** The languages built into the widget, chosen by name: `<A11yProvider locale="en">`. */
export type A11yLocale = 'sl' | 'en'

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}

/** A counted text in the form `count` takes in language `lang`, with `{count}` filled in. */
export function countedMessage(text: string | PluralText, count: number, lang: string): string {
  const form =
    typeof text === 'string' ? text : (text[new Intl.PluralRules(lang).select(count)] ?? text.other)
  return formatMessage(form, { count: new Intl.NumberFormat(lang).format(count) })
}

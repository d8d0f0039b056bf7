import type { Locale } from '@firma/i18n'
import { slovenianSpaces } from './typography.js'

/** The forms of a counted noun: Slovenian needs one, two, few and other; English one and other. */
export type PluralForms = { one: string; two?: string; few?: string; other: string }

const rules: Record<Locale, Intl.PluralRules> = {
  sl: new Intl.PluralRules('sl'),
  en: new Intl.PluralRules('en'),
}

/** `produktov` for 5, `produkta` for 2: the form CLDR picks for `count` in `locale`. */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  const category = rules[locale].select(count)
  return (
    (category === 'one' || category === 'two' || category === 'few' ? forms[category] : undefined) ??
    forms.other
  )
}

/**
 * `5 produktov`, `2 produkta`: the number and the form CLDR picks for it in `locale`; in Slovenian
 * with the non-breaking spaces of its typography, which keep a number with its noun (content/STYLE.md).
 */
export function countNoun(locale: Locale, count: number, forms: PluralForms): string {
  const text = `${count} ${pluralForm(locale, count, forms)}`
  return locale === 'sl' ? slovenianSpaces(text) : text
}

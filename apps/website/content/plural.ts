import type { Locale } from '@firma/i18n'

/** The forms of a counted noun: Slovenian needs one, two, few and other; English one and other. */
export type PluralForms = { one: string; two?: string; few?: string; other: string }

const rules: Record<Locale, Intl.PluralRules> = {
  sl: new Intl.PluralRules('sl'),
  en: new Intl.PluralRules('en'),
}

/** `5 produktov`, `2 produkta`: the number and the form CLDR picks for it in `locale`. */
export function countNoun(locale: Locale, count: number, forms: PluralForms): string {
  const category = rules[locale].select(count)
  const form =
    (category === 'one' || category === 'two' || category === 'few' ? forms[category] : undefined) ??
    forms.other
  return `${count} ${form}`
}

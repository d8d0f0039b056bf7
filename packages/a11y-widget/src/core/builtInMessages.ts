// The two languages built into the dialog's chunk, chosen by name (`locale="sl"` or `"en"`), as in
// 1.0. Their texts are the packs' own (locales/sl.ts and locales/en.ts), so each is written once.
import en from '../locales/en.js'
import sl from '../locales/sl.js'
import type { A11yLocale, A11yLocalePack, A11yMessages } from './messages.js'

/** Built-in texts. */
export const MESSAGES: Readonly<Record<A11yLocale, Readonly<A11yMessages>>> = Object.freeze({
  sl: sl.messages,
  en: en.messages,
})

/**
 * The texts for `locale` (a pack, or the name of a built-in language, as the provider chose it) with
 * the host's overrides on top.
 */
export function resolveMessages(
  locale: A11yLocale | A11yLocalePack,
  overrides?: Partial<A11yMessages>,
): Readonly<A11yMessages> {
  const base = typeof locale === 'string' ? MESSAGES[locale] : locale.messages
  return overrides ? { ...base, ...overrides } : base
}

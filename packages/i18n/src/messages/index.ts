// Server entry (`@firma/i18n/messages`): both catalogues, loaded synchronously. Client code should use
// `loadMessages` from the main entry instead, so a bundle holds only the active locale's messages.
import { defaultLocale, isLocale, type Locale } from '../locales.js'
import { en } from './en.js'
import { sl } from './sl.js'
import type { Messages } from './types.js'

/** Both catalogues by locale, for the server and for prerendering. */
export const messagesByLocale: { readonly [L in Locale]: Messages } = { sl, en }

/** The catalogue of a locale, synchronously; an unsupported code gets the Slovenian one. */
export function getMessages(locale: Locale): Messages {
  return isLocale(locale) ? messagesByLocale[locale] : messagesByLocale[defaultLocale]
}

export type { MessageKey, Messages } from './types.js'

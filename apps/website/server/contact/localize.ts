import { createTranslator, type Locale, type MessageKey, matchPath, type Translator } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import type { ContactTextKey, TextValues } from '../../shared/contact/texts.js'
import { visitorLocale } from '../localeRedirect.js'
import type { ContactLocalizer } from './http.js'

/** The i18n package's catalogues, locale negotiation and route table, as the contact API needs them. */
export function createContactLocalizer(log: (message: string) => void): ContactLocalizer {
  const translators = new Map<Locale, Translator>()
  function translator(locale: Locale): Translator {
    let found = translators.get(locale)
    if (!found) {
      found = createTranslator(locale, getMessages(locale), { onError: (error) => log(error.message) })
      translators.set(locale, found)
    }
    return found
  }
  return {
    localeOf: (request) => visitorLocale(request.headers),
    localeOfPage: (pathname) => matchPath(pathname)?.locale,
    t(locale: Locale, key: ContactTextKey, values?: TextValues) {
      // The keys are checked against the catalogue by ContactTextKey; the values by fieldErrorText.
      const t = translator(locale).t as (key: MessageKey, values?: TextValues) => string
      return t(key, values)
    },
  }
}

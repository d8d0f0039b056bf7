import { isLocale, type Locale } from './locales.js'
import type { Messages } from './messages/types.js'

/**
 * The catalogue of one locale, loaded with a dynamic import so bundlers put each locale in its own chunk
 * and the client downloads only the active one. An unsupported code gets the Slovenian catalogue.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (isLocale(locale) && locale === 'en') return (await import('./messages/en.js')).en
  return (await import('./messages/sl.js')).sl
}

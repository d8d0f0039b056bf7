import { IntlMessageFormat } from 'intl-messageformat'
import { defaultLocale, isLocale, type Locale } from './locales.js'
import type { MessageKey, Messages, TranslateArgs } from './messages/types.js'

/** Formats messages of one locale. `t` does not use `this`, so it can be destructured. */
export interface Translator {
  readonly locale: Locale
  /** The formatted message; values are type-checked against the message's ICU arguments. Never throws. */
  t<K extends MessageKey>(key: K, ...args: TranslateArgs<K>): string
  /** True when `key` is a key of the catalogue: narrows strings built at run time. */
  has(key: string): key is MessageKey
}

/** Options of {@link createTranslator}. */
export interface TranslatorOptions {
  /** Called when a key is missing or a message cannot be formatted. Defaults to `console.error`. */
  onError?: (error: Error) => void
}

// Compiled formats are shared per catalogue object: they hold no request data, and catalogues are
// module constants, so the WeakMap never grows beyond the two of them.
const formatCache = new WeakMap<Messages, Map<string, IntlMessageFormat | Error>>()

function reportToConsole(error: Error): void {
  console.error(error)
}

/**
 * A translator for a locale and its catalogue. Compiled ICU messages are cached. A missing key renders
 * the key itself and a formatting error renders the raw message, so a screen is never blank.
 */
export function createTranslator(
  locale: Locale,
  messages: Messages,
  options: TranslatorOptions = {},
): Translator {
  const activeLocale = isLocale(locale) ? locale : defaultLocale
  const onError = options.onError ?? reportToConsole
  let formats = formatCache.get(messages)
  if (formats === undefined) {
    formats = new Map()
    formatCache.set(messages, formats)
  }
  const compiled = formats

  function has(key: string): key is MessageKey {
    return Object.hasOwn(messages, key)
  }

  function compile(key: string, source: string): IntlMessageFormat | Error {
    // Two locales share one catalogue object only by mistake; keying by locale too keeps plurals right.
    const cacheKey = `${activeLocale}\u0000${key}`
    let format = compiled.get(cacheKey)
    if (format === undefined) {
      try {
        format = new IntlMessageFormat(source, activeLocale)
      } catch (error) {
        format = error instanceof Error ? error : new Error(String(error))
      }
      compiled.set(cacheKey, format)
    }
    return format
  }

  function t<K extends MessageKey>(key: K, ...args: TranslateArgs<K>): string {
    const source: unknown = has(key) ? messages[key] : undefined
    if (typeof source !== 'string') {
      onError(new Error(`Missing message "${key}" in the "${activeLocale}" catalogue.`))
      return key
    }
    const format = compile(key, source)
    if (format instanceof Error) {
      onError(new Error(`Message "${key}" (${activeLocale}) does not parse: ${format.message}`))
      return source
    }
    try {
      return String(format.format(args[0] as Record<string, string | number | Date> | undefined))
    } catch (error) {
      onError(new Error(`Message "${key}" (${activeLocale}) could not be formatted: ${String(error)}`))
      return source
    }
  }

  return { locale: activeLocale, t, has }
}

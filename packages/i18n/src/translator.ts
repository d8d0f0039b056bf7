import { type Formatters, IntlMessageFormat } from 'intl-messageformat'
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

/**
 * A message without ICU syntax — no {argument}, no <tag>, no 'quoting' — formats to itself. Most
 * messages are such plain text; they skip the parser, which matters while a page hydrates.
 */
const icuSyntax = /[{}<']/

/** Text and {name} arguments only: ICU prints each such value as it is (String(value)). */
const simpleArguments = /^[^{}<']*(?:\{\s*[\p{L}\p{N}_]+\s*\}[^{}<']*)*$/u
const simpleArgument = /\{\s*([\p{L}\p{N}_]+)\s*\}/gu

/**
 * A message with only simple arguments, filled in without the ICU parser (whose first use costs a
 * lookup of every locale the browser has). Undefined when a value is missing or not a plain string or
 * number: the full formatter then handles (and reports) it.
 */
function interpolate(source: string, values: Record<string, unknown> | undefined): string | undefined {
  if (!simpleArguments.test(source)) return undefined
  let complete = true
  const text = source.replace(simpleArgument, (_, name: string) => {
    const value = values && Object.hasOwn(values, name) ? values[name] : undefined
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
      return String(value)
    complete = false
    return ''
  })
  return complete ? text : undefined
}

function memoized<A extends unknown[], R>(create: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>()
  return (...args) => {
    const key = JSON.stringify(args)
    let value = cache.get(key)
    if (value === undefined) {
      value = create(...args)
      cache.set(key, value)
    }
    return value
  }
}

// One set of Intl formatters for every message (intl-messageformat builds a set per message
// otherwise): creating an Intl.PluralRules or Intl.NumberFormat is slow, using one is not.
const formatters: Formatters = {
  getNumberFormat: memoized((locales, options) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: memoized((locales, options) => new Intl.DateTimeFormat(locales, options)),
  getPluralRules: memoized((locales, options) => new Intl.PluralRules(locales, options)),
}

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
        format = new IntlMessageFormat(source, activeLocale, undefined, { formatters })
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
    if (!icuSyntax.test(source)) return source
    const filled = interpolate(source, args[0] as Record<string, unknown> | undefined)
    if (filled !== undefined) return filled
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

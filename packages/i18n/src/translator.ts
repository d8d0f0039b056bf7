import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import {
  type CompiledMessage,
  type CompiledMessages,
  isPlainText,
  parseMessage,
  simpleElements,
} from './compile.js'
import { formatMessage } from './format.js'
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

// One parsed message per catalogue object, locale and key, made on first use (a compiled catalogue is
// parsed already; a string catalogue is parsed here once). They hold no request data, and catalogues
// are module constants, so the WeakMap never grows beyond the few of them.
const elementsCache = new WeakMap<
  Messages | CompiledMessages,
  Map<string, readonly MessageFormatElement[] | Error>
>()

function isCompiled(value: unknown): value is CompiledMessage {
  return typeof value === 'object' && value !== null && Array.isArray((value as CompiledMessage).ast)
}

function reportToConsole(error: Error): void {
  console.error(error)
}

/**
 * A translator for a locale and its catalogue: plain strings (ICU messages are parsed on first use and
 * cached) or a catalogue from {@link compileMessages} (no parsing at all). Messages are formatted with
 * the platform's `Intl`, as intl-messageformat formats them (`formatMessage`). A missing key renders the key itself and a formatting error renders the raw
 * message, so a screen is never blank.
 */
export function createTranslator(
  locale: Locale,
  messages: Messages | CompiledMessages,
  options: TranslatorOptions = {},
): Translator {
  const activeLocale = isLocale(locale) ? locale : defaultLocale
  const onError = options.onError ?? reportToConsole
  let cache = elementsCache.get(messages)
  if (cache === undefined) {
    cache = new Map()
    elementsCache.set(messages, cache)
  }
  const parsed = cache

  function has(key: string): key is MessageKey {
    return Object.hasOwn(messages, key)
  }

  /** The message's elements, or the error that kept them from being made (a message that does not parse). */
  function elementsOf(
    key: string,
    message: string | CompiledMessage,
  ): readonly MessageFormatElement[] | Error {
    // Two locales share one catalogue object only by mistake; keying by locale too keeps plurals right.
    const cacheKey = `${activeLocale}\u0000${key}`
    let elements = parsed.get(cacheKey)
    if (elements === undefined) {
      try {
        // Parsed here only when the catalogue was not compiled; {name}-only messages need no parser.
        elements =
          typeof message === 'string'
            ? (simpleElements(message) ?? parseMessage(message, activeLocale))
            : message.ast
      } catch (error) {
        elements = error instanceof Error ? error : new Error(String(error))
      }
      parsed.set(cacheKey, elements)
    }
    return elements
  }

  function t<K extends MessageKey>(key: K, ...args: TranslateArgs<K>): string {
    const message: unknown = has(key) ? messages[key] : undefined
    let source: string
    let elements: readonly MessageFormatElement[] | Error
    if (typeof message === 'string') {
      if (isPlainText(message)) return message
      source = message
      elements = elementsOf(key, message)
    } else if (isCompiled(message)) {
      source = message.source
      elements = elementsOf(key, message)
    } else {
      onError(new Error(`Missing message "${key}" in the "${activeLocale}" catalogue.`))
      return key
    }
    if (elements instanceof Error) {
      onError(new Error(`Message "${key}" (${activeLocale}) does not parse: ${elements.message}`))
      return source
    }
    try {
      return formatMessage(
        elements,
        activeLocale,
        args[0] as Record<string, string | number | Date> | undefined,
      )
    } catch (error) {
      onError(new Error(`Message "${key}" (${activeLocale}) could not be formatted: ${String(error)}`))
      return source
    }
  }

  return { locale: activeLocale, t, has }
}

import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import type { Locale } from './locales.js'
import type { MessageKey, Messages } from './messages/types.js'

/**
 * An ICU message parsed ahead of time by {@link compileMessages}: its abstract syntax tree, and its
 * source, which `t` shows if formatting fails. Plain JSON, so it can travel to the browser.
 */
export interface CompiledMessage {
  readonly source: string
  readonly ast: readonly MessageFormatElement[]
}

/** A catalogue whose ICU messages are parsed ahead of time; plain messages stay strings. */
export type CompiledMessages = { readonly [K in MessageKey]: string | CompiledMessage }

/**
 * A message without ICU syntax — no {argument}, no <tag>, no 'quoting' — formats to itself. Most
 * messages are such plain text.
 */
const icuSyntax = /[{}<']/

/** Text and {name} arguments only. */
const simpleArguments = /^[^{}<']*(?:\{\s*[\p{L}\p{N}_]+\s*\}[^{}<']*)*$/u
const simpleArgument = /\{\s*([\p{L}\p{N}_]+)\s*\}/gu

/** True when the message is plain text. */
export function isPlainText(source: string): boolean {
  return !icuSyntax.test(source)
}

/**
 * The elements of a message of text and {name} arguments, read without the ICU parser (whose first
 * use costs a lookup of every locale the browser has): what the parser would give. Undefined for any
 * other message.
 */
export function simpleElements(source: string): MessageFormatElement[] | undefined {
  if (!simpleArguments.test(source)) return undefined
  const elements: { type: 0 | 1; value: string }[] = []
  let end = 0
  for (const match of source.matchAll(simpleArgument)) {
    if (match.index > end) elements.push({ type: 0, value: source.slice(end, match.index) })
    elements.push({ type: 1, value: match[1] as string })
    end = match.index + match[0].length
  }
  if (end < source.length) elements.push({ type: 0, value: source.slice(end) })
  return elements as MessageFormatElement[]
}

/** The parsed message, as intl-messageformat parses it (tags are elements; no source locations). */
export function parseMessage(source: string, locale: Locale): MessageFormatElement[] {
  return parse(source, { locale: new Intl.Locale(locale) })
}

// Catalogues are module constants, so this never holds more than one compiled copy of each per locale.
const compiledCache = new WeakMap<Messages, Map<Locale, CompiledMessages>>()

/**
 * The catalogue with every message that needs the ICU parser parsed ahead of time. Plain messages and
 * messages with only {name} arguments stay strings (`t` handles them without a parser), and so does a
 * message that does not parse (`t` reports it as before). The result is plain JSON and is cached per
 * catalogue object and locale. Use it on the server to send the browser a catalogue it can format
 * without the parser.
 */
export function compileMessages(locale: Locale, messages: Messages): CompiledMessages {
  let byLocale = compiledCache.get(messages)
  if (byLocale === undefined) {
    byLocale = new Map()
    compiledCache.set(messages, byLocale)
  }
  const cached = byLocale.get(locale)
  if (cached !== undefined) return cached
  const compiled: Record<string, string | CompiledMessage> = {}
  for (const [key, source] of Object.entries(messages)) {
    compiled[key] = source
    if (typeof source !== 'string' || isPlainText(source) || simpleElements(source) !== undefined) continue
    try {
      compiled[key] = { source, ast: parseMessage(source, locale) }
    } catch {
      // Left as a string: `t` reports the parse error when the message is used, as it does today.
    }
  }
  const result = compiled as CompiledMessages
  byLocale.set(locale, result)
  return result
}

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/**
 * Formats a parsed ICU message (the parser's AST) exactly as intl-messageformat does — same default
 * date, time and number styles, same plural and select rules, same `#`, same errors for a missing value
 * — with the platform's `Intl` and nothing else. It is a few hundred bytes in the browser where
 * intl-messageformat and its memoizer are over two kilobytes gzip on every page; `format.test.ts`
 * formats every message of both catalogues with both and compares.
 */

/** Values a message may be given. Anything else (a function for a tag) is not supported. */
export type FormatValues = Readonly<Record<string, unknown>>

// The parser's element kinds (its `TYPE` enum is a runtime object, kept out of the browser bundle).
const LITERAL = 0
const ARGUMENT = 1
const NUMBER = 2
const DATE = 3
const TIME = 4
const SELECT = 5
const PLURAL = 6
const POUND = 7

/** The fields of the parser's elements this formatter reads. */
interface Element {
  type: number
  value: string
  style?:
    | string
    | null
    | { parsedOptions?: Intl.NumberFormatOptions & Intl.DateTimeFormatOptions & { scale?: number } }
  options?: Record<string, { value: Element[] }>
  offset?: number
  pluralType?: Intl.PluralRulesOptions['type']
}

// intl-messageformat's default styles (`IntlMessageFormat.formats`), so `{d, date, long}` reads the same.
const numberStyles: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
}
const dateStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
}
const timeStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
}

// Slovenian names the month of a date in the genitive: "20. januarja 2025". The CLDR data that Intl
// ships gives the nominative ("20. januar 2025"), right only without a day ("januar 2025"), so a
// Slovenian date with a day and a month name gets the genitive here.
const slovenianMonthsGenitive = [
  'januarja',
  'februarja',
  'marca',
  'aprila',
  'maja',
  'junija',
  'julija',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
]

function formatDate(locale: string, value: Date | number, options: Intl.DateTimeFormatOptions | undefined) {
  const formatter = cached(Intl.DateTimeFormat, locale, options)
  if (locale !== 'sl' || options?.month !== 'long' || options.day === undefined)
    return formatter.format(value)
  const monthOf = cached(Intl.DateTimeFormat, 'en', { month: 'numeric', timeZone: options.timeZone })
  const month = slovenianMonthsGenitive[Number.parseInt(monthOf.format(value), 10) - 1]
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'month' && month ? month : part.value))
    .join('')
}

// Creating an Intl formatter is the slow part; they hold no request data, so one per locale and options.
const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  make: new (locale: string, options?: object) => T,
  locale: string,
  options: object | undefined,
): T {
  const key = `${make.name}\u0000${locale}\u0000${JSON.stringify(options)}`
  let formatter = intlCache.get(key)
  if (formatter === undefined) {
    formatter = new make(locale, options)
    intlCache.set(key, formatter)
  }
  return formatter as T
}

/** The option a plural or select element picks, or an error naming the choices. */
function pick(element: Element, key: string, fallback?: string): Element[] {
  const options = element.options ?? {}
  const chosen =
    (Object.hasOwn(options, key) ? options[key] : undefined) ??
    (fallback !== undefined && Object.hasOwn(options, fallback) ? options[fallback] : undefined) ??
    options.other
  if (chosen === undefined) {
    throw new Error(
      `Invalid values for "${element.value}": "${key}". Options are "${Object.keys(options).join('", "')}"`,
    )
  }
  return chosen.value
}

function formatParts(
  elements: readonly Element[],
  locale: string,
  values: FormatValues | undefined,
  pluralValue: number | undefined,
  out: unknown[],
): void {
  for (const element of elements) {
    const { type } = element
    if (type === LITERAL) {
      out.push(element.value)
      continue
    }
    if (type === POUND) {
      if (typeof pluralValue === 'number')
        out.push(cached(Intl.NumberFormat, locale, undefined).format(pluralValue))
      continue
    }
    const name = element.value
    if (!(values && name in values)) {
      throw new Error(`The intl string context variable "${name}" was not provided to the string`)
    }
    const value = values[name]
    const style = element.style
    const skeleton = typeof style === 'object' ? style?.parsedOptions : undefined
    if (type === ARGUMENT) {
      out.push(
        typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
          ? String(value)
          : value || '',
      )
    } else if (type === DATE || type === TIME) {
      const styles = type === DATE ? dateStyles : timeStyles
      const options =
        typeof style === 'string'
          ? styles[style]
          : (skeleton ?? (type === TIME ? timeStyles.medium : undefined))
      out.push(formatDate(locale, value as Date | number, options))
    } else if (type === NUMBER) {
      const options = typeof style === 'string' ? numberStyles[style] : skeleton
      const scale = (options as { scale?: number } | undefined)?.scale
      const scaled = scale ? (value as number) * scale : (value as number)
      out.push(cached(Intl.NumberFormat, locale, options).format(scaled))
    } else if (type === SELECT) {
      // As intl-messageformat: a select's branch does not see an enclosing plural's `#`.
      formatParts(pick(element, String(value)), locale, values, undefined, out)
    } else if (type === PLURAL) {
      const number = Number(value) - (element.offset ?? 0)
      const exact = `=${String(value)}`
      const rule = Object.hasOwn(element.options ?? {}, exact)
        ? exact
        : cached(Intl.PluralRules, locale, { type: element.pluralType }).select(number)
      formatParts(pick(element, exact, rule), locale, values, number, out)
    } else {
      // A tag (<b>…</b>) needs a function value, which a translation never gets.
      throw new Error(`Value for "${name}" must be of type function`)
    }
  }
}

/**
 * The locale `Intl` formats a catalogue's numbers and dates in. The English catalogue is British
 * English, so its dates read "20 January 2025" (en-GB), not the American "January 20, 2025" that
 * Intl's bare `en` gives; times are on the 24-hour clock.
 */
function intlLocaleOf(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/**
 * The message formatted in `locale` (`en` as British English, see `intlLocaleOf`). Throws, as
 * intl-messageformat does, when a value it needs is missing, a select has no matching option and no
 * `other`, or the message holds a tag.
 */
export function formatMessage(
  elements: readonly MessageFormatElement[],
  locale: string,
  values?: FormatValues,
): string {
  const out: unknown[] = []
  formatParts(elements as unknown as readonly Element[], intlLocaleOf(locale), values, undefined, out)
  return out.map(String).join('')
}

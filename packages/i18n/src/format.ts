// Formats a parsed ICU message (the AST of @formatjs/icu-messageformat-parser) exactly as
// intl-messageformat 12 does, for the elements the catalogues can hold. It needs no parser at run
// time, so a browser that gets its catalogue precompiled (compileMessages) downloads no parser.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

// The parser's element types (its `TYPE` enum). Spelled as numbers: importing the enum would bring
// the parser's code along, and an AST that travelled as JSON is plain data anyway.
interface Literal {
  type: 0
  value: string
}
interface Argument {
  type: 1
  value: string
}
type FormatOptions = Intl.NumberFormatOptions & Intl.DateTimeFormatOptions & { scale?: number }
interface Skeleton {
  parsedOptions: FormatOptions
}
interface Formatted {
  type: 2 | 3 | 4
  value: string
  style?: string | Skeleton | null
}
interface Choice {
  value: Element[]
}
interface Select {
  type: 5
  value: string
  options: Record<string, Choice>
}
interface Plural {
  type: 6
  value: string
  options: Record<string, Choice>
  offset?: number
  pluralType?: 'cardinal' | 'ordinal'
}
interface Pound {
  type: 7
}
type Element = Literal | Argument | Formatted | Select | Plural | Pound

const NUMBER = 2
const DATE = 3

// intl-messageformat's default named formats (`{n, number, percent}`, `{d, date, long}`, ...).
const namedFormats: Record<2 | 3 | 4, Record<string, FormatOptions>> = {
  2: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  3: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  4: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
}

// Creating an Intl formatter is slow and using one is not: one per locale and options, shared by every
// message. They hold no request data.
function cached<O, F>(create: (locale: string, options: O | undefined) => F) {
  const cache = new Map<string, F>()
  return (locale: string, options?: O): F => {
    const key = `${locale}\u0000${options === undefined ? '' : JSON.stringify(options)}`
    let formatter = cache.get(key)
    if (formatter === undefined) {
      formatter = create(locale, options)
      cache.set(key, formatter)
    }
    return formatter
  }
}
const numberFormat = cached(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
)
const dateTimeFormat = cached(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
)
const pluralRules = cached(
  (locale, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
)

/** The options of a number, date or time element: a named style, a `::skeleton`, or the default. */
function styleOptions(element: Formatted): FormatOptions | undefined {
  const { style, type } = element
  if (typeof style === 'string')
    return Object.hasOwn(namedFormats[type], style) ? namedFormats[type][style] : undefined
  if (style !== null && typeof style === 'object') return style.parsedOptions
  // intl-messageformat gives `{t, time}` the medium style and `{d, date}`, `{n, number}` none.
  return type === DATE || type === NUMBER ? undefined : namedFormats[4].medium
}

function option(options: Record<string, Choice>, key: string): Choice | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined
}

function format(
  elements: readonly Element[],
  locale: string,
  values: Readonly<Record<string, unknown>> | undefined,
  source: string,
  pound: number | undefined,
): string {
  let text = ''
  for (const element of elements) {
    if (element.type === 0) {
      text += element.value
      continue
    }
    if (element.type === 7) {
      // `#` outside a plural's branch (say, inside a nested select) prints nothing, as in intl-messageformat.
      if (pound !== undefined) text += numberFormat(locale).format(pound)
      continue
    }
    const name = element.value
    if (values === undefined || values === null || !Object.hasOwn(values, name)) {
      throw new Error(`The value "${name}" was not provided to the message "${source}"`)
    }
    const value = values[name]
    switch (element.type) {
      case 1:
        // Strings and numbers as they are; null, undefined and false as nothing (as ICU does).
        text += value === null || value === undefined || value === false ? '' : String(value)
        break
      case 2: {
        const options = styleOptions(element)
        const scale = options?.scale
        const scaled = !scale
          ? value
          : typeof value === 'bigint'
            ? value * BigInt(scale)
            : (value as number) * scale
        text += numberFormat(locale, options).format(scaled as number | bigint)
        break
      }
      case 3:
      case 4:
        text += dateTimeFormat(locale, styleOptions(element)).format(value as Date | number)
        break
      case 5: {
        const choice = option(element.options, String(value)) ?? option(element.options, 'other')
        if (choice === undefined) throw new Error(`No option of "${name}" fits "${String(value)}"`)
        text += format(choice.value, locale, values, source, undefined)
        break
      }
      case 6: {
        const number = Number(value) - (element.offset ?? 0)
        const choice =
          option(element.options, `=${String(value)}`) ??
          option(
            element.options,
            pluralRules(locale, { type: element.pluralType ?? 'cardinal' }).select(number),
          ) ??
          option(element.options, 'other')
        if (choice === undefined) throw new Error(`No option of "${name}" fits "${String(value)}"`)
        text += format(choice.value, locale, values, source, number)
        break
      }
      default:
        // Tags (<b>…</b>) and anything newer: `t` reports the error and shows the raw message.
        throw new Error(
          `Unsupported element of type ${String((element as { type: unknown }).type)} in "${source}"`,
        )
    }
  }
  return text
}

/**
 * The message `elements` (a parsed ICU message) with `values` filled in, in `locale`. Throws when a
 * value is missing or an element is not supported (tags); `source` names the message in the error.
 */
export function formatMessage(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: Readonly<Record<string, unknown>> | undefined,
  source: string,
): string {
  return format(elements as readonly Element[], locale, values, source, undefined)
}

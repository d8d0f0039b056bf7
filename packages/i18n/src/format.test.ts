// formatMessage must give exactly what intl-messageformat (the formatter it replaced, still a dev
// dependency for this comparison) gives: for every message of both catalogues, with values across the
// plural categories and dates, and for the ICU forms the catalogues do not use yet.
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { compileMessages } from './compile.js'
import { formatMessage } from './format.js'
import type { Locale } from './locales.js'
import { messagesByLocale } from './messages/index.js'

// The one intended difference: a Slovenian date with a day names its month in the genitive
// ("15. januarja 2024"), where intl-messageformat, through Intl, gives the nominative ("15. januar 2024").
const nominativeToGenitive: Record<string, string> = {
  januar: 'januarja',
  februar: 'februarja',
  marec: 'marca',
  april: 'aprila',
  maj: 'maja',
  junij: 'junija',
  julij: 'julija',
  avgust: 'avgusta',
  september: 'septembra',
  oktober: 'oktobra',
  november: 'novembra',
  december: 'decembra',
}

function reference(
  elements: readonly MessageFormatElement[],
  locale: Locale,
  values?: Record<string, unknown>,
) {
  // The English catalogue is British English: formatMessage formats `en` as en-GB.
  const intlLocale = locale === 'en' ? 'en-GB' : locale
  const formatted: unknown = new IntlMessageFormat(elements as MessageFormatElement[], intlLocale).format(
    values as Record<string, string>,
  )
  const text = Array.isArray(formatted) ? formatted.map(String).join('') : String(formatted)
  return locale === 'sl'
    ? text.replace(
        /(\d{1,2}\. )([a-z]+)\b/g,
        (_whole, day: string, month: string) => `${day}${nominativeToGenitive[month] ?? month}`,
      )
    : text
}

/** Every argument a message names (at any depth), so each can be given a value. */
function argumentNames(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && typeof element.value === 'string')
      names.add(element.value)
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names)
    }
  }
  return names
}

const numbers = [0, 1, 2, 3, 4, 5, 11, 21, 101, 102, 103, 104, 105, 1000, 2000, 1.5]
const dates = [new Date(Date.UTC(2024, 0, 15, 12)), new Date(Date.UTC(2025, 11, 31, 23, 30))]

describe('formatMessage', () => {
  for (const locale of ['sl', 'en'] as const) {
    it(`formats every ${locale} message as intl-messageformat does`, () => {
      const compiled = compileMessages(locale, messagesByLocale[locale])
      let compared = 0
      for (const [key, message] of Object.entries(compiled)) {
        const elements = typeof message === 'string' ? parse(message) : message.ast
        const names = [...argumentNames(elements)]
        const samples: Record<string, unknown>[] =
          names.length === 0
            ? [{}]
            : [
                ...numbers.map((n) => Object.fromEntries(names.map((name) => [name, n]))),
                ...dates.map((d) => Object.fromEntries(names.map((name) => [name, d]))),
                Object.fromEntries(names.map((name) => [name, 'text'])),
              ]
        for (const values of samples) {
          let expected: string | Error
          try {
            expected = reference(elements, locale, values)
          } catch (error) {
            expected = error as Error
          }
          if (expected instanceof Error) {
            expect(() => formatMessage(elements, locale, values), key).toThrow()
          } else {
            expect(formatMessage(elements, locale, values), key).toBe(expected)
          }
          compared++
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(compiled).length)
    })
  }

  it('keeps the four Slovenian plural forms and the date style of the catalogue', () => {
    const readTime = compileMessages('sl', messagesByLocale.sl)['blog.readTime']
    if (typeof readTime === 'string') throw new Error('blog.readTime is a plural message')
    expect([1, 2, 3, 5, 101].map((minutes) => formatMessage(readTime.ast, 'sl', { minutes }))).toEqual([
      'Čas branja: 1\u00a0minuta',
      'Čas branja: 2\u00a0minuti',
      'Čas branja: 3\u00a0minute',
      'Čas branja: 5\u00a0minut',
      'Čas branja: 101\u00a0minuta',
    ])
    expect(formatMessage(parse('{d, date, long}'), 'sl', { d: dates[0] })).toBe('15. januarja 2024')
  })

  const forms = [
    '{n, number}',
    '{n, number, percent}',
    '{n, number, integer}',
    '{n, number, ::percent .0}',
    '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{g, select, female {she} male {he} other {they}}',
    '{n, plural, one {{g, select, a {# in a} other {# elsewhere}}} other {# many}}',
    '{d, date}',
    '{d, date, short}',
    '{d, date, medium}',
    '{d, date, full}',
    '{d, time}',
    '{d, time, short}',
    '{d, date, ::yyyyMMMd}',
    "It''s {x}",
    '{x}{y}',
  ]
  for (const locale of ['sl', 'en'] as const) {
    it(`formats the other ICU forms as intl-messageformat does (${locale})`, () => {
      for (const source of forms) {
        const elements = parse(source, { shouldParseSkeletons: true })
        for (const n of [0, 1, 2, 3, 4, 11, 0.25, 1234.5]) {
          for (const g of ['female', 'male', 'a', 'x']) {
            const values = { n, g, d: dates[1], x: n, y: g }
            expect(formatMessage(elements, locale, values), source).toBe(reference(elements, locale, values))
          }
        }
      }
    })
  }

  it('fails as intl-messageformat does: a missing value, a tag, a select without its option', () => {
    expect(() => formatMessage(parse('Hello {name}'), 'en', {})).toThrow(/"name" was not provided/)
    expect(() => formatMessage(parse('<b>bold</b>'), 'en', { b: 'x' })).toThrow(/must be of type function/)
    expect(() => formatMessage(parse('{g, select, a {A} other {O}}'), 'en', {})).toThrow()
    // A value that is neither text nor a number shows as text; an empty one as nothing.
    expect(formatMessage(parse('[{x}]'), 'en', { x: undefined })).toBe('[]')
  })
})

import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it, vi } from 'vitest'
import { type CompiledMessage, compileMessages, parseMessage } from './compile.js'
import { createTranslator, type Locale, locales, type MessageKey, type Messages } from './index.js'
import { messagesByLocale } from './messages/index.js'

// The real parser, watched: the browser's path must never call it.
vi.mock('@formatjs/icu-messageformat-parser', async (importOriginal) => {
  const parser = await importOriginal<typeof import('@formatjs/icu-messageformat-parser')>()
  return { ...parser, parse: vi.fn(parser.parse) }
})

const numbers = [0, 1, 2, 3, 4, 5, 11, 21, 101, 102, 103, 104, 105, 111, 1000, 1001, 2000, 12345, 1.5, -1]
const dates = [
  new Date(Date.UTC(2024, 0, 15, 12)),
  new Date(Date.UTC(2023, 11, 31, 23, 59, 59)),
  new Date(Date.UTC(2025, 1, 1, 0, 30)),
  Date.UTC(2020, 5, 1, 8),
]
const words = ['', 'a', 'other', 'female', 'info@example.com', 'Čas', "It's {x}"]

/** Each argument of a message and the kind of value it takes, from the parsed message. */
function argumentKinds(elements: readonly MessageFormatElement[], into = new Map<string, number>()) {
  for (const element of elements) {
    if ('value' in element && element.type !== 0) into.set(element.value, element.type)
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentKinds(option.value, into)
    if ('children' in element) argumentKinds(element.children, into)
  }
  return into
}

/** Value sets that cover every branch: numbers for plurals and numbers, dates, words, mixed. */
function valueSets(source: string, locale: Locale): Record<string, unknown>[] {
  const kinds = [...argumentKinds(parseMessage(source, locale))]
  if (kinds.length === 0) return [{}]
  const candidates = (type: number): unknown[] =>
    type === 2 || type === 6
      ? numbers
      : type === 3 || type === 4
        ? dates
        : type === 5
          ? words
          : [...words, ...numbers]
  const longest = Math.max(...kinds.map(([, type]) => candidates(type).length))
  return Array.from({ length: longest }, (_, index) =>
    Object.fromEntries(
      kinds.map(([name, type]) => [name, candidates(type)[index % candidates(type).length]]),
    ),
  )
}

/** The keys of messages that need more than plain text and {name} arguments (the ICU parser's work). */
function icuKeys(locale: Locale): MessageKey[] {
  const compiled = compileMessages(locale, messagesByLocale[locale])
  return (Object.keys(compiled) as MessageKey[]).filter((key) => typeof compiled[key] !== 'string')
}

describe('compileMessages', () => {
  it('parses exactly the messages with ICU syntax beyond {name}, and keeps the rest as strings', () => {
    expect(icuKeys('sl')).toEqual([
      'blog.readTime',
      'blog.postCount',
      'blog.publishedOn',
      'statement.preparedOn',
      'contact.error.summary',
      'contact.error.emailTooLong',
      'contact.error.fullNameTooLong',
      'contact.error.messageTooLong',
      'contact.status.tooLarge',
    ])
    // English also quotes field names ('Your email address'), which is ICU quoting syntax.
    expect(icuKeys('en')).toHaveLength(12)
    const compiled = compileMessages('en', messagesByLocale.en)
    expect(compiled['nav.home']).toBe(messagesByLocale.en['nav.home'])
    expect(compiled['contact.status.success']).toBe('Your message was sent to {email}')
    expect((compiled['blog.readTime'] as CompiledMessage).source).toBe(messagesByLocale.en['blog.readTime'])
  })

  it('compiles a catalogue once per locale', () => {
    expect(compileMessages('sl', messagesByLocale.sl)).toBe(compileMessages('sl', messagesByLocale.sl))
    expect(compileMessages('sl', messagesByLocale.sl)).not.toBe(compileMessages('en', messagesByLocale.sl))
  })

  it('gives plain JSON: a compiled catalogue survives the trip to the browser unchanged', () => {
    for (const locale of locales) {
      const compiled = compileMessages(locale, messagesByLocale[locale])
      expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled)
    }
  })

  it('leaves a message that does not parse as a string, so `t` reports it as before', () => {
    const onError = vi.fn()
    const broken = { ...messagesByLocale.sl, 'blog.readTime': 'Čas {minutes, plural, one {#}' } as Messages
    const compiled = compileMessages('sl', broken)
    expect(compiled['blog.readTime']).toBe('Čas {minutes, plural, one {#}')
    expect(createTranslator('sl', compiled, { onError }).t('blog.readTime', { minutes: 1 })).toBe(
      'Čas {minutes, plural, one {#}',
    )
    expect(onError).toHaveBeenCalledOnce()
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/does not parse/)
  })
})

describe('a compiled catalogue in the browser', () => {
  it.each(locales)('formats every message of %s without the parser', (locale) => {
    const compiled = compileMessages(locale, messagesByLocale[locale])
    const valuesByKey = Object.fromEntries(
      Object.entries(messagesByLocale[locale]).map(([key, source]) => [
        key,
        valueSets(source, locale)[1] ?? {},
      ]),
    )
    const travelled = JSON.parse(JSON.stringify(compiled)) as typeof compiled
    vi.mocked(parse).mockClear()
    vi.mocked(parse).mockImplementation(() => {
      throw new Error('the browser has no parser')
    })
    try {
      const onError = vi.fn()
      const { t } = createTranslator(locale, travelled, { onError })
      for (const key of Object.keys(travelled) as MessageKey[]) {
        expect((t as (key: MessageKey, values: object) => string)(key, valuesByKey[key] ?? {})).not.toBe('')
      }
      expect(onError).not.toHaveBeenCalled()
      expect(parse).not.toHaveBeenCalled()
    } finally {
      vi.mocked(parse).mockRestore()
    }
  })
})

describe('a compiled catalogue formats as the string catalogue does', () => {
  describe.each(locales)('every ICU message of the %s catalogue', (locale) => {
    const messages = messagesByLocale[locale]
    const compiled = compileMessages(locale, messages)
    const travelled = JSON.parse(JSON.stringify(compiled)) as typeof compiled
    const onError = vi.fn()
    const fromStrings = createTranslator(locale, messages, { onError })
    const fromCompiled = createTranslator(locale, compiled, { onError })
    const fromTravelled = createTranslator(locale, travelled, { onError })

    it.each(icuKeys(locale))('%s', (key) => {
      const source = messages[key]
      for (const values of valueSets(source, locale)) {
        const t = (translator: typeof fromStrings) =>
          (translator.t as (key: MessageKey, values: Record<string, unknown>) => string)(key, values)
        const expected = t(fromStrings)
        expect(t(fromCompiled), JSON.stringify(values)).toBe(expected)
        expect(t(fromTravelled), JSON.stringify(values)).toBe(expected)
      }
      expect(onError).not.toHaveBeenCalled()
    })
  })

  it('uses the four Slovenian plural forms (1, 2, 3–4, other) by the last two digits', () => {
    const { t } = createTranslator('sl', compileMessages('sl', messagesByLocale.sl))
    expect(
      [0, 1, 2, 3, 4, 5, 11, 101, 102, 103, 104, 105].map((count) => t('blog.postCount', { count })),
    ).toEqual([
      '0\u00a0objav',
      '1\u00a0objava',
      '2\u00a0objavi',
      '3\u00a0objave',
      '4\u00a0objave',
      '5\u00a0objav',
      '11\u00a0objav',
      '101\u00a0objava',
      '102\u00a0objavi',
      '103\u00a0objave',
      '104\u00a0objave',
      '105\u00a0objav',
    ])
    expect(t('contact.error.messageTooLong', { max: 2000 })).toBe(
      'Polje „Sporočilo“ lahko vsebuje največ 2000\u00a0znakov',
    )
  })

  it('formats {date, date, long} in both languages, the Slovenian month in the genitive', () => {
    const date = new Date(Date.UTC(2024, 0, 15, 12))
    expect(
      createTranslator('sl', compileMessages('sl', messagesByLocale.sl)).t('blog.publishedOn', { date }),
    ).toBe('Objavljeno 15. januarja 2024')
    expect(
      createTranslator('en', compileMessages('en', messagesByLocale.en)).t('blog.publishedOn', { date }),
    ).toBe('Published 15 January 2024')
  })

  it('names every month of a Slovenian date in the genitive, and an English one as English does', () => {
    const sl = createTranslator('sl', compileMessages('sl', messagesByLocale.sl))
    const en = createTranslator('en', compileMessages('en', messagesByLocale.en))
    const published = (month: number) => ({ date: new Date(Date.UTC(2025, month, 20, 12)) })
    expect(Array.from({ length: 12 }, (_, month) => sl.t('blog.publishedOn', published(month)))).toEqual(
      [
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
      ].map((month) => `Objavljeno 20. ${month} 2025`),
    )
    expect(en.t('blog.publishedOn', published(2))).toBe('Published 20 March 2025')
    expect(en.t('blog.publishedOn', published(11))).toBe('Published 20 December 2025')
    // The full style (with the weekday) too; a month and year alone stays in the nominative.
    expect(formatCompiled('sl', '{d, date, full}', { d: published(0).date })).toBe(
      'ponedeljek, 20. januarja 2025',
    )
    expect(formatCompiled('sl', '{d, date, ::yyyyMMMM}', { d: published(0).date })).toBe('januar 2025')
    // The accessibility statement's month of preparation, as the site shows it.
    expect(sl.t('statement.preparedOn', published(0))).toBe('januar 2025')
    expect(en.t('statement.preparedOn', published(0))).toBe('January 2025')
  })

  // Forms the catalogues do not use yet, so a translator may, from a compiled catalogue as the browser
  // gets it.
  function formatCompiled(locale: Locale, source: string, values: Record<string, unknown>): string {
    const messages = { ...messagesByLocale[locale], 'nav.home': source } as Messages
    const travelled = JSON.parse(JSON.stringify(compileMessages(locale, messages))) as typeof messages
    const onError = vi.fn()
    const { t } = createTranslator(locale, travelled, { onError })
    const text = (t as (key: MessageKey, values: object) => string)('nav.home', values)
    expect(onError).not.toHaveBeenCalled()
    return text
  }

  it('formats plural offsets and =N, selectordinal, select inside a plural and # in both languages', () => {
    const offset =
      '{n, plural, offset:1 =0 {nobody} =1 {only {who}} one {{who} and # other} other {{who} and # others}}'
    expect([0, 1, 2, 3].map((n) => formatCompiled('en', offset, { n, who: 'Ana' }))).toEqual([
      'nobody',
      'only Ana',
      'Ana and 1 other',
      'Ana and 2 others',
    ])
    // Slovenian by the last two digits after the offset: 102 − 1 = 101 is "one", 103 − 1 = 102 "two".
    const sl = '{n, plural, offset:1 one {in # drug} two {in # druga} few {in # drugi} other {in # drugih}}'
    expect([2, 3, 4, 6, 102, 103].map((n) => formatCompiled('sl', sl, { n }))).toEqual([
      'in 1 drug',
      'in 2 druga',
      'in 3 drugi',
      'in 5 drugih',
      'in 101 drug',
      'in 102 druga',
    ])
    const ordinal = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'
    expect([1, 2, 3, 4, 11, 21, 102].map((n) => formatCompiled('en', ordinal, { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '21st',
      '102nd',
    ])
    const nested =
      '{n, plural, one {# {g, select, a {A} other {B}}} other {# {g, select, a {As} other {Bs}}}}'
    expect(formatCompiled('en', nested, { n: 1, g: 'a' })).toBe('1 A')
    expect(formatCompiled('en', nested, { n: 2, g: 'z' })).toBe('2 Bs')
    expect(formatCompiled('en', nested, { n: 1000, g: 'a' })).toBe('1,000 As')
  })

  it('formats number and date styles and ICU quoting in the locale', () => {
    const numbers = '{n, number} {n, number, integer} {n, number, percent} {n, number, ::compact-short}'
    expect(formatCompiled('sl', numbers, { n: 1234.5 })).toBe('1234,5 1235 123.450\u00a0% 1,2\u00a0tis.')
    expect(formatCompiled('en', numbers, { n: 0.25 })).toBe('0.25 0 25% 0.25')
    const date = new Date(Date.UTC(2024, 0, 15, 12))
    expect(formatCompiled('sl', '{d, date, long} | {d, date, ::yyyyMMMd}', { d: date })).toBe(
      '15. januarja 2024 | 15. jan. 2024',
    )
    expect(formatCompiled('en', "It''s '{'quoted'}' and {a}", { a: 0 })).toBe("It's {quoted} and 0")
  })
})

describe('errors are reported and show the raw message, compiled or not', () => {
  it.each(locales)('a missing value (%s)', (locale) => {
    for (const messages of [messagesByLocale[locale], compileMessages(locale, messagesByLocale[locale])]) {
      const onError = vi.fn()
      const { t } = createTranslator(locale, messages, { onError })
      expect(t('blog.readTime', {} as { minutes: number })).toBe(messagesByLocale[locale]['blog.readTime'])
      expect(t('contact.status.success', {} as { email: string })).toBe(
        messagesByLocale[locale]['contact.status.success'],
      )
      expect(t('blog.publishedOn', undefined as unknown as { date: Date })).toBe(
        messagesByLocale[locale]['blog.publishedOn'],
      )
      expect(onError).toHaveBeenCalledTimes(3)
      expect(String(onError.mock.calls[0]?.[0])).toMatch(/could not be formatted.*"minutes" was not provided/)
    }
  })

  it('a tag without a function to render it', () => {
    const onError = vi.fn()
    const messages = { ...messagesByLocale.en, 'nav.home': '<b>Home</b> {n, plural, other {#}}' } as Messages
    for (const catalogue of [messages, compileMessages('en', messages)]) {
      const { t } = createTranslator('en', catalogue, { onError })
      expect(t('nav.home')).toBe('<b>Home</b> {n, plural, other {#}}')
    }
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('a value no option fits', () => {
    const onError = vi.fn()
    const messages = { ...messagesByLocale.en, 'nav.home': '{g, select, a {A} b {B}}' } as Messages
    // The parser insists on an `other` option; an AST built by hand may lack one.
    const { t } = createTranslator(
      'en',
      {
        ...messages,
        'nav.home': { source: 'S', ast: [{ type: 5, value: 'g', options: { a: { value: [] } } }] },
      } as never,
      { onError },
    )
    expect((t as (key: string, values: object) => string)('nav.home', { g: 'z' })).toBe('S')
    expect(onError).toHaveBeenCalledOnce()
  })
})

import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { type Locale, locales } from '../locales.js'
import { messagesByLocale } from './index.js'

// Just enough of the ICU parser's AST to walk it (element types of @formatjs/icu-messageformat-parser).
interface AstElement {
  type: number
  value?: unknown
  options?: Record<string, { value: AstElement[] }>
  pluralType?: 'cardinal' | 'ordinal'
  children?: AstElement[]
}
const ARGUMENT_TYPE_NAMES: Record<number, string> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
}
const PLURAL = 6

interface MessageShape {
  /** `name:kind` of every argument, sorted. */
  arguments: string[]
  /** The option keys of every cardinal plural, e.g. ["few", "one", "other", "two"]. */
  plurals: string[][]
}

function shapeOf(source: string, locale: Locale): MessageShape {
  const ast = new IntlMessageFormat(source, locale).getAst() as unknown as AstElement[]
  const args = new Set<string>()
  const plurals: string[][] = []
  const walk = (elements: AstElement[]) => {
    for (const element of elements) {
      const kind = ARGUMENT_TYPE_NAMES[element.type]
      if (kind !== undefined) args.add(`${String(element.value)}:${kind}`)
      if (element.type === PLURAL && element.pluralType === 'cardinal' && element.options) {
        plurals.push(Object.keys(element.options).sort())
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value)
      if (element.children) walk(element.children)
    }
  }
  walk(ast)
  return { arguments: [...args].sort(), plurals }
}

const requiredPluralForms: Record<Locale, string[]> = {
  sl: ['few', 'one', 'other', 'two'],
  en: ['one', 'other'],
}

/** Every way `candidate` differs from `reference`: missing or extra keys, different arguments, bad plurals. */
function catalogueProblems(
  reference: Record<string, string>,
  candidate: Record<string, string>,
  locale: Locale,
): string[] {
  const problems: string[] = []
  for (const key of Object.keys(reference))
    if (!(key in candidate)) problems.push(`${locale}: missing key ${key}`)
  for (const key of Object.keys(candidate))
    if (!(key in reference)) problems.push(`${locale}: extra key ${key}`)
  for (const [key, source] of Object.entries(candidate)) {
    const referenceSource = reference[key]
    if (referenceSource === undefined) continue
    if (source.trim() === '') problems.push(`${locale}: ${key} is blank`)
    let shape: MessageShape
    try {
      shape = shapeOf(source, locale)
    } catch (error) {
      problems.push(`${locale}: ${key} does not parse: ${String(error)}`)
      continue
    }
    const expected = shapeOf(referenceSource, 'sl')
    if (shape.arguments.join() !== expected.arguments.join()) {
      problems.push(`${locale}: ${key} has arguments [${shape.arguments}] but sl has [${expected.arguments}]`)
    }
    for (const forms of shape.plurals) {
      const missing = requiredPluralForms[locale].filter((form) => !forms.includes(form))
      if (missing.length > 0) problems.push(`${locale}: ${key} lacks plural forms ${missing.join(', ')}`)
    }
  }
  return problems
}

describe('message catalogues', () => {
  it.each(locales)(
    '%s has every key, the same ICU arguments, parsing messages and full plurals',
    (locale) => {
      expect(catalogueProblems(messagesByLocale.sl, messagesByLocale[locale], locale)).toEqual([])
    },
  )

  it('the parity check catches a missing key, a missing placeholder and a missing plural form', () => {
    const reference = { a: 'A {email}', b: 'B', c: '{n, plural, one {#} two {#} few {#} other {#}}' }
    expect(catalogueProblems(reference, { a: 'A', c: '{n, plural, one {#} other {#}}' }, 'sl')).toEqual([
      'sl: missing key b',
      'sl: a has arguments [] but sl has [email:argument]',
      'sl: c lacks plural forms few, two',
    ])
    expect(catalogueProblems(reference, { a: 'A {mail}', b: 'B', c: '{n}', d: 'x' }, 'en')).toEqual([
      'en: extra key d',
      'en: a has arguments [mail:argument] but sl has [email:argument]',
      'en: c has arguments [n:argument] but sl has [n:plural]',
    ])
    expect(catalogueProblems({ a: 'x' }, { a: '{broken' }, 'en')[0]).toMatch(/does not parse/)
  })

  it('plural forms are exactly the categories of Intl.PluralRules', () => {
    for (const locale of locales) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      expect([...categories].sort()).toEqual(requiredPluralForms[locale])
    }
  })

  it.each(locales)('%s has the 404 and error copy', (locale) => {
    const messages: Record<string, string> = messagesByLocale[locale]
    for (const key of [
      'pages.notFound.title',
      'pages.notFound.subtitle',
      'pages.error.title',
      'pages.error.subtitle',
    ]) {
      expect(messages[key]).toBeTruthy()
    }
  })

  it('Slovenian text uses Slovenian quotation marks, not straight ones', () => {
    for (const [key, source] of Object.entries(messagesByLocale.sl)) expect(source, key).not.toMatch(/["']/)
  })
})

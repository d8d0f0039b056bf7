// Every language pack against the English one: the same keys, no empty text, the same placeholders,
// exactly the plural forms the language has, its own percent typography, and the right writing
// direction.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../core/builtInMessages.js'
import { openButtonLabel } from '../core/buttonMessages.js'
import { resizerValueText } from '../core/labels.js'
import type { A11yLocalePack } from '../core/messages.js'
import { pickLocalePack } from '../core/pickLocalePack.js'
import { DEFAULT_PREFERENCES } from '../core/preferences.js'
import de from './de.js'
import en from './en.js'
import fr from './fr.js'

const dir = new URL('.', import.meta.url).pathname
// A pack's file is named after its BCP 47 tag: `de.ts`, `sr-Latn.ts`, `pt-BR.ts`.
const tags = readdirSync(dir)
  .filter((file) => /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?\.ts$/.test(file))
  .map((file) => file.slice(0, -3))
const packs: A11yLocalePack[] = await Promise.all(
  tags.map(async (tag) => (await import(`./${tag}.ts`)).default as A11yLocalePack),
)

/**
 * The 24 official languages of the EU, Ukrainian and Arabic; Norwegian Bokmål, Icelandic, Turkish,
 * Serbian in both its scripts, Bosnian, Macedonian, Albanian, Georgian, Catalan, Basque, Galician,
 * Welsh, Luxembourgish, Hebrew and Brazilian Portuguese.
 */
const expected = [
  ...'bg cs da de el en es et fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv uk ar'.split(' '),
  ...'nb is tr sr-Latn sr-Cyrl bs mk sq ka ca eu gl cy lb he pt-BR'.split(' '),
]
const rightToLeft = new Set(['ar', 'he'])

/** A text's `{placeholders}`, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** A text's forms: a plain string, or its plural forms. */
const forms = (text: string | Record<string, string>) =>
  typeof text === 'string' ? [text] : Object.values(text)

/** Whole numbers up to 10,000 (the widget counts days) by the plural category `tag` gives them. */
function wholeNumbersByCategory(tag: string): Map<string, number[]> {
  const rules = new Intl.PluralRules(tag)
  const byCategory = new Map<string, number[]>()
  for (let n = 0; n <= 10_000; n++) {
    const category = rules.select(n)
    const numbers = byCategory.get(category)
    if (numbers) numbers.push(n)
    else byCategory.set(category, [n])
  }
  return byCategory
}

/**
 * What is wrong with a counted text in language `tag`: a plural form the language does not have or
 * lacks, or a form without `{count}` that more than one number takes. Only a form that stands for one
 * number alone may write it in words: Arabic `two` 'يومين' and Maltese 'jumejn' (two days), Hebrew
 * 'יומיים', Basque `one` 'egun batez'; Slovenian `two` is 2, 102, 202 … and needs `{count}`.
 */
function countedTextProblems(tag: string, text: string | Record<string, string>, english: string): string[] {
  if (typeof text === 'string') return [`${tag}: one string for every count; give each plural form`]
  const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort()
  const problems: string[] = []
  if (JSON.stringify(Object.keys(text).sort()) !== JSON.stringify(categories))
    problems.push(
      `${tag}: forms ${Object.keys(text).sort().join(' ')}, the language has ${categories.join(' ')}`,
    )
  const numbers = wholeNumbersByCategory(tag)
  const needed = placeholders(english)
  for (const [category, form] of Object.entries(text)) {
    const found = placeholders(form)
    if (found.includes('count')) {
      if (JSON.stringify(found) !== JSON.stringify(needed))
        problems.push(`${tag} ${category}: placeholders ${found.join(' ')}, needs ${needed.join(' ')}`)
      continue
    }
    const taken = numbers.get(category) ?? []
    if (taken.length !== 1)
      problems.push(
        `${tag} ${category}: no {count}, but ${taken.slice(0, 3).join(', ') || 'no whole number'}… take it`,
      )
    else if (/\p{Nd}/u.test(form))
      problems.push(`${tag} ${category}: names its number in digits without {count}`)
    if (JSON.stringify(found) !== JSON.stringify(needed.filter((name) => name !== 'count')))
      problems.push(`${tag} ${category}: placeholders ${found.join(' ')}`)
  }
  return problems
}

describe.each(packs.map((pack) => [pack.locale, pack] as const))('language pack %s', (tag, pack) => {
  it('is named after its file and writes in its language’s direction', () => {
    expect(tags).toContain(tag)
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
    expect(pack.dir).toBe(rightToLeft.has(tag) ? 'rtl' : 'ltr')
  })

  it('has every key of the English pack and no other, none empty', () => {
    expect(Object.keys(pack.messages).sort()).toEqual(Object.keys(en.messages).sort())
    for (const [key, text] of Object.entries(pack.messages)) {
      for (const form of forms(text)) expect(form.trim(), `${tag} ${key}`).not.toBe('')
    }
  })

  it('keeps the English pack’s placeholders in every text', () => {
    for (const [key, text] of Object.entries(pack.messages)) {
      // The counted text is checked form by form below.
      if (key === 'storagePersistent') continue
      const english = forms(en.messages[key as keyof typeof en.messages] ?? '')[0] ?? ''
      // A language that writes the sign apart from the number places it itself (Turkish +%30).
      const allowed =
        key === 'valuePercent'
          ? [placeholders(english), ['sign', ...placeholders(english)].sort()]
          : [placeholders(english)]
      for (const form of forms(text))
        expect(allowed, `${tag} ${key}: ${form}`).toContainEqual(placeholders(form))
    }
  })

  it('gives a counted text exactly the plural forms of its language, {count} in each that many numbers take', () => {
    const english = forms(en.messages.storagePersistent)[0] ?? ''
    expect(countedTextProblems(tag, pack.messages.storagePersistent, english)).toEqual([])
  })

  it('writes percentages as the language does (Intl.NumberFormat), with a true minus sign', () => {
    const percent = new Intl.NumberFormat(tag, { style: 'percent', signDisplay: 'exceptZero' })
    const preferences = { ...DEFAULT_PREFERENCES, fontSizeMultiplier: 1.3, lineSpacingMultiplier: 0.9 }
    expect(resizerValueText(preferences, 'fontSizeMultiplier', pack.messages)).toBe(percent.format(0.3))
    expect(resizerValueText(preferences, 'lineSpacingMultiplier', pack.messages)).toBe(
      percent.format(-0.1).replace('-', '\u2212'),
    )
  })

  it('is plain data: a pack imports nothing at run time', () => {
    const source = readFileSync(`${dir}${tag}.ts`, 'utf8')
    expect(source.match(/^import (?!type ).*$/gm)).toBeNull()
  })
})

describe('the counted-text check', () => {
  it('finds a missing or extra plural form, and a form without {count} that several numbers take', () => {
    const english = 'We keep your settings for {count} days.'
    expect(countedTextProblems('en', { one: 'for a day', other: 'for {count} days' }, english)).toEqual([])
    expect(countedTextProblems('en', 'for {count} days', english)).toHaveLength(1)
    expect(countedTextProblems('en', { other: 'for {count} days' }, english)).toHaveLength(1)
    expect(
      countedTextProblems('en', { one: '{count} day', few: '{count} days', other: '{count} days' }, english),
    ).toHaveLength(1)
    // Slovenian `two` is 2, 102, 202 …: it cannot say "dva dni".
    const sl = { one: '{count} dan', two: 'dva dni', few: '{count} dni', other: '{count} dni' }
    expect(countedTextProblems('sl', sl, english)).toHaveLength(1)
    // French `one` is 0 and 1.
    expect(
      countedTextProblems(
        'fr',
        { one: 'un jour', many: '{count} de jours', other: '{count} jours' },
        english,
      ),
    ).toHaveLength(1)
    // A form without {count} writes its number in words, not digits.
    expect(countedTextProblems('en', { one: 'for 1 day', other: 'for {count} days' }, english)).toHaveLength(
      1,
    )
    expect(
      countedTextProblems('en', { one: 'for {count} {unit}', other: 'for {count} days' }, english),
    ).toHaveLength(1)
  })
})

describe('language packs', () => {
  it('cover the languages the README lists, each an entry point', async () => {
    expect([...tags].sort()).toEqual([...expected].sort())
    // The README's table of languages: every tag in backticks in its rows.
    const readme = readFileSync(`${dir}../../README.md`, 'utf8')
    const section = readme.slice(readme.indexOf('## Languages'), readme.indexOf('### Choosing a pack'))
    const listed = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => [...line.matchAll(/`([A-Za-z-]+)`/g)].map((match) => match[1]))
    expect(listed.sort()).toEqual([...expected].sort())
    const manifest = JSON.parse(readFileSync(`${dir}../../package.json`, 'utf8'))
    for (const tag of tags) {
      expect(manifest.exports[`./locales/${tag}`]).toEqual({
        source: `./src/locales/${tag}.ts`,
        types: `./dist/locales/${tag}.d.ts`,
        import: `./dist/locales/${tag}.js`,
      })
    }
  })

  it('give the built-in languages their texts, and the button the same name', async () => {
    const sl = packs.find((pack) => pack.locale === 'sl')
    expect(MESSAGES.sl).toBe(sl?.messages)
    expect(MESSAGES.en).toBe(en.messages)
    expect(openButtonLabel('sl', undefined)).toBe(sl?.messages.openButton)
    expect(openButtonLabel('en', undefined)).toBe(en.messages.openButton)
    expect(openButtonLabel(de, undefined)).toBe(de.messages.openButton)
    expect(openButtonLabel(de, 'Anzeige anpassen')).toBe('Anzeige anpassen')
  })
})

describe('pickLocalePack', () => {
  it('picks the page language’s pack, else its base language’s, else none', () => {
    expect(pickLocalePack('fr', [de, fr, en])).toBe(fr)
    expect(pickLocalePack('de-AT', [de, fr, en])).toBe(de)
    expect(pickLocalePack('DE_ch', [de, fr, en])).toBe(de)
    expect(pickLocalePack('it', [de, fr, en])).toBeUndefined()
    expect(pickLocalePack('', [de, fr, en])).toBeUndefined()
    expect(pickLocalePack(undefined, [de, fr, en]) ?? en).toBe(en)
  })

  it('tells scripts and regions apart, and falls back to the script or region a language is usually written in', () => {
    const pack = (locale: string): A11yLocalePack => ({ ...en, locale })
    const srLatn = pack('sr-Latn')
    const srCyrl = pack('sr-Cyrl')
    const pt = pack('pt')
    const ptBR = pack('pt-BR')
    const nb = pack('nb')
    const he = pack('he')
    const serbian = [srLatn, srCyrl]
    expect(pickLocalePack('sr-Latn', serbian)).toBe(srLatn)
    expect(pickLocalePack('sr-Latn-RS', serbian)).toBe(srLatn)
    expect(pickLocalePack('sr-cyrl-ba', serbian)).toBe(srCyrl)
    // Serbian in Serbia is written in Cyrillic unless the tag says otherwise, in Montenegro in Latin.
    expect(pickLocalePack('sr', serbian)).toBe(srCyrl)
    expect(pickLocalePack('sr-RS', serbian)).toBe(srCyrl)
    expect(pickLocalePack('sr-ME', serbian)).toBe(srLatn)
    expect(pickLocalePack('sr', [srLatn])).toBeUndefined()
    // The old Serbo-Croatian tag is Serbian in Latin letters.
    expect(pickLocalePack('sh', serbian)).toBe(srLatn)

    const portuguese = [pt, ptBR]
    expect(pickLocalePack('pt-BR', portuguese)).toBe(ptBR)
    expect(pickLocalePack('pt_br', portuguese)).toBe(ptBR)
    expect(pickLocalePack('pt-PT', portuguese)).toBe(pt)
    expect(pickLocalePack('pt', portuguese)).toBe(pt)
    // A page that says only "Portuguese" is most likely Brazilian; Portugal's is not.
    expect(pickLocalePack('pt', [ptBR])).toBe(ptBR)
    expect(pickLocalePack('pt-PT', [ptBR])).toBeUndefined()

    // Norwegian pages say no as often as nb; iw is Hebrew's old code.
    expect(pickLocalePack('no', [nb, en])).toBe(nb)
    expect(pickLocalePack('no-NO', [nb, en])).toBe(nb)
    expect(pickLocalePack('iw', [he, en])).toBe(he)
    expect(pickLocalePack('nn', [nb, en])).toBeUndefined()
    expect(pickLocalePack('not a tag', [de, fr, en])).toBeUndefined()
  })
})

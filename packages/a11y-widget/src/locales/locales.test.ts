// Every language pack against the English one: the same keys, no empty text, the same placeholders,
// every plural form the language has, its own percent typography, and the right writing direction.
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
const tags = readdirSync(dir)
  .filter((file) => /^[a-z]{2,3}\.ts$/.test(file))
  .map((file) => file.slice(0, -3))
const packs: A11yLocalePack[] = await Promise.all(
  tags.map(async (tag) => (await import(`./${tag}.ts`)).default as A11yLocalePack),
)

/** The 24 official languages of the EU, Ukrainian and Arabic. */
const expected = 'bg cs da de el en es et fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv uk ar'.split(' ')
const rightToLeft = new Set(['ar'])

/** A text's `{placeholders}`, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** A text's forms: a plain string, or its plural forms. */
const forms = (text: string | Record<string, string>) =>
  typeof text === 'string' ? [text] : Object.values(text)

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
      const english = forms(en.messages[key as keyof typeof en.messages])[0] ?? ''
      for (const form of forms(text))
        expect(placeholders(form), `${tag} ${key}`).toEqual(placeholders(english))
    }
  })

  it('gives a counted text every plural form the language has, and only those', () => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
    const counted = pack.messages.storagePersistent
    expect(typeof counted).toBe('object')
    expect(Object.keys(counted).sort()).toEqual([...categories].sort())
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

describe('language packs', () => {
  it('cover the 24 official languages of the EU, Ukrainian and Arabic, each an entry point', async () => {
    expect([...tags].sort()).toEqual([...expected].sort())
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
})

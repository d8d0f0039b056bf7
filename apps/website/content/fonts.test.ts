import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { codePointsOf } from '../../../packages/ui/scripts/font-subsets.mjs'

// @firma/ui splits each face into a `latin-sl` file (Latin with č ć đ š ž and typographic punctuation)
// and a `latin-rest` file the browser fetches only for a character of its unicode-range. No
// character of our texts may be in such a range, or every page with it fetches a second file per face.
const fontsCss = readFileSync(new URL('../../../packages/ui/src/tokens/fonts.css', import.meta.url), 'utf8')
const restRules = fontsCss.split('@font-face').filter((rule) => /url\("[^"]*-latin-rest-/.test(rule))
/** Every code point of the rules' unicode-ranges. */
const restPoints = new Set(
  restRules.flatMap((rule) => [...codePointsOf(/unicode-range:([^;]+);/.exec(rule)?.[1] ?? '')]),
)
const inRestRange = (codePoint: number) => restPoints.has(codePoint)

const textFiles = (folder: URL, pattern: RegExp): URL[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => pattern.test(path))
    .map((path) => new URL(path, folder))

const texts = [
  ...textFiles(new URL('../../../packages/i18n/src/messages/', import.meta.url), /^(sl|en)\.ts$/),
  ...textFiles(new URL('./', import.meta.url), /\.(ts|mdx)$/).filter(
    (file) => !file.pathname.endsWith('.test.ts'),
  ),
]

describe('fonts for the site’s texts', () => {
  it('finds the catalogues, the content and the rules', () => {
    expect(texts.length).toBeGreaterThan(10)
    expect(restRules).toHaveLength(5)
    expect(inRestRange('ő'.codePointAt(0) ?? 0)).toBe(true)
  })

  it('has no character that makes a page fetch a face’s second file', () => {
    const found = new Map<string, string>()
    for (const file of texts) {
      for (const char of new Set(readFileSync(file, 'utf8'))) {
        if (inRestRange(char.codePointAt(0) ?? 0)) found.set(char, file.pathname)
      }
    }
    expect(Object.fromEntries(found)).toEqual({})
  })
})

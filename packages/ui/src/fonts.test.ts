import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  codePointsOf,
  faces,
  fileName,
  fontsourceFiles,
  latinExtRange,
  latinRange,
  mainRange,
  restRange,
  slovenianLetters,
  subsets,
} from '../scripts/font-subsets.mjs'
import { glyphsOf, makeFont, shapeWith } from '../scripts/fonts.mjs'

// The web fonts in src/fonts/ are generated (`pnpm fonts`) and committed. These tests keep them what
// the script makes, with every letter Slovenian needs in the one file a page loads per face, and with
// the very glyphs of the @fontsource files they replace (no visible change of design).
const require = createRequire(import.meta.url)
const fontFile = (name: string) => readFileSync(new URL(`./fonts/${name}`, import.meta.url))
const fontsCss = readFileSync(new URL('./tokens/fonts.css', import.meta.url), 'utf8')
const heavyTimeout = 60_000
const cases = faces.map((face) => [`${face.name} ${face.weight} ${face.style}`, face] as const)

describe('web fonts', () => {
  // Subsetting is CPU-bound WebAssembly (the first call also compiles harfbuzz): about a second a
  // face alone, but past Vitest's 5 s default when a build shares the cores. A budget, not a
  // measurement: speed is not what these tests check.
  it.each(cases)(
    '%s: the committed files are what scripts/fonts.mjs makes',
    async (_, face) => {
      for (const subset of subsets) {
        const made = await makeFont(face, subset)
        expect(Buffer.compare(made, fontFile(fileName(face, subset))), fileName(face, subset)).toBe(0)
      }
    },
    heavyTimeout,
  )

  it.each(cases)(
    '%s: the latin-sl file has the Slovenian letters and typographic punctuation',
    async (_, face) => {
      const main = subsets.find((subset) => subset.name === 'latin-sl')
      if (!main) throw new Error('no latin-sl subset')
      const glyphs = await glyphsOf(fontFile(fileName(face, main)))
      const needed = `${slovenianLetters}AZaz09 „“”‚‘’–—…€•«»©®°·×`
      const missing = [...needed].filter((char) => !glyphs.has(char.codePointAt(0) ?? 0))
      expect(missing).toEqual([])
    },
  )

  it.each(cases)(
    '%s: every glyph of @fontsource’s latin and latin-ext files is there, unchanged',
    async (_, face) => {
      const made = new Map()
      for (const subset of subsets) {
        for (const [codePoint, glyph] of await glyphsOf(fontFile(fileName(face, subset))))
          made.set(codePoint, glyph)
      }
      // Only what a browser takes from them: code points of their unicode-ranges.
      const used = new Set([...codePointsOf(latinRange), ...codePointsOf(latinExtRange)])
      let compared = 0
      for (const file of fontsourceFiles(face)) {
        for (const [codePoint, glyph] of await glyphsOf(readFileSync(require.resolve(file)))) {
          if (!used.has(codePoint)) continue
          expect(made.get(codePoint), `U+${codePoint.toString(16)} of ${file}`).toEqual(glyph)
          compared++
        }
      }
      expect(compared).toBeGreaterThan(300)
    },
    heavyTimeout,
  )

  it.each(cases)(
    '%s: text in the latin-sl file is drawn as with the full font, kerning and tabular figures included',
    async (_, face) => {
      const main = subsets.find((subset) => subset.name === 'latin-sl')
      if (!main) throw new Error('no latin-sl subset')
      const file = fontFile(fileName(face, main))
      const full = readFileSync(require.resolve(face.source))
      // Every pair of the file's letters, digits, punctuation and signs, so every kerning pair is shaped.
      const chars = [...(await glyphsOf(file)).keys()]
        .map((point) => String.fromCodePoint(point))
        .filter((char) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(char))
      expect(chars.length).toBeGreaterThan(120)
      const text = chars.flatMap((first) => chars.map((second) => `${first}${second} `)).join('')
      for (const features of [[], ['tnum']]) {
        const made = await shapeWith(file, text, features)
        const original = await shapeWith(full, text, features)
        expect(made.length).toBe(original.length)
        const differing = made.findIndex(
          (glyph, index) => JSON.stringify(glyph) !== JSON.stringify(original[index]),
        )
        expect(differing, `${features.join(',')}: ${text.slice(differing, differing + 3)}`).toBe(-1)
      }
    },
    heavyTimeout,
  )

  it('loads the second file of a face only for letters Slovenian text never has', () => {
    const rest = codePointsOf(restRange)
    const main = codePointsOf(mainRange)
    expect([...rest].filter((point) => main.has(point))).toEqual([])
    expect([...slovenianLetters].filter((letter) => rest.has(letter.codePointAt(0) ?? 0))).toEqual([])
  })

  it('names every generated file in fonts.css with its unicode-range', () => {
    for (const face of faces) {
      for (const subset of subsets) {
        const rule = fontsCss
          .split('@font-face')
          .find((block) => block.includes(`url("../fonts/${fileName(face, subset)}")`))
        expect(rule, fileName(face, subset)).toBeDefined()
        expect(rule?.replace(/\s+/g, ' ')).toContain(`unicode-range: ${subset.range};`)
        expect(rule).toContain(`font-weight: ${face.weight};`)
        expect(rule).toContain(`font-style: ${face.style};`)
      }
    }
  })
})

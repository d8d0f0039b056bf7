// Writes the web fonts of src/fonts/ (see scripts/font-subsets.mjs for what and why):
// `pnpm --filter @firma/ui fonts`. harfbuzz's subsetter (WebAssembly, through subset-font) keeps the
// outlines of the glyphs it keeps and the layout features browsers apply by default (kerning among
// them; see `keptFeatures`), and drops the TrueType hinting instructions: about 28 % of Open Sans's
// bytes, which only old Windows rasterizers (GDI at small sizes) would use; browsers on Android, iOS, macOS, Linux and Windows' DirectWrite render the
// outlines with antialiasing and ignore them, as Google Fonts assumes when it serves unhinted files to
// everyone but Windows. The output is the same every run, and src/fonts.test.ts checks that the
// committed files are what this makes.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontverter from 'fontverter'
import * as harfbuzz from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { codePointsOf, faces, fileName, subsets } from './font-subsets.mjs'

const require = createRequire(import.meta.url)

/**
 * The OpenType features the files keep: those browsers apply to Latin text unasked (rvrn, ccmp, locl,
 * mark, mkmk, kern, liga, clig, calt, rlig) and the figure styles a stylesheet may ask for
 * (`font-variant-numeric: tabular-nums` is tnum; lnum and pnum are Open Sans's own figures). Each
 * other feature (small capitals, old-style figures, fractions, superscripts …) brings glyphs of its
 * own into the file, and together they were 30 % of its bytes; `font-variant` asking for one of them
 * gets the browser's synthesized form, as with any font without it.
 */
export const keptFeatures = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'tnum',
  'lnum',
  'pnum',
]

/** The woff2 bytes of `subset` of `face`. */
export async function makeFont(face, subset) {
  const source = await readFile(require.resolve(face.source))
  const text = String.fromCodePoint(...codePointsOf(subset.range))
  return subsetFont(source, text, { targetFormat: 'woff2', noHinting: true, keepFeatures: keptFeatures })
}

/** The harfbuzz face of a font file (woff2, woff or TrueType). */
async function harfbuzzFace(file) {
  return new harfbuzz.Face(new harfbuzz.Blob(await fontverter.convert(file, 'truetype')), 0)
}

/**
 * `text` shaped by harfbuzz with a font file (woff2, woff or TrueType) and the given features (such as
 * `tnum`): per glyph its outline, advance and offsets, which is what a browser draws. Glyph ids are
 * left out: a subset numbers its glyphs anew.
 */
export async function shapeWith(file, text, features = []) {
  const font = new harfbuzz.Font(await harfbuzzFace(file))
  const buffer = new harfbuzz.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  harfbuzz.shape(
    font,
    buffer,
    features.map((feature) => harfbuzz.Feature.fromString(feature)),
  )
  const outlines = new Map()
  const outlineOf = (glyph) => {
    if (!outlines.has(glyph)) outlines.set(glyph, font.glyphToPath(glyph))
    return outlines.get(glyph)
  }
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    cluster: glyph.cluster,
    outline: outlineOf(glyph.codepoint),
    advance: glyph.xAdvance,
    offset: [glyph.xOffset, glyph.yOffset],
  }))
}

/** Every code point a font file (woff2, woff or TrueType) maps, with its glyph's advance and outline. */
export async function glyphsOf(file) {
  const face = await harfbuzzFace(file)
  const font = new harfbuzz.Font(face)
  const glyphs = new Map()
  // A copy: the returned view is over WebAssembly memory, which later calls may grow (and detach).
  for (const codePoint of Array.from(face.collectUnicodes())) {
    const glyph = font.nominalGlyph(codePoint)
    glyphs.set(codePoint, { advance: font.glyphHAdvance(glyph), outline: font.glyphToPath(glyph) })
  }
  return glyphs
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = new URL('../src/fonts/', import.meta.url)
  await mkdir(outDir, { recursive: true })
  for (const face of faces) {
    for (const subset of subsets) {
      const font = await makeFont(face, subset)
      await writeFile(new URL(fileName(face, subset), outDir), font)
      console.log(`${fileName(face, subset).padEnd(44)} ${(font.length / 1024).toFixed(1).padStart(5)} KB`)
    }
  }
}

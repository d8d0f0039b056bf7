// Derives the metric overrides of the fallback @font-face rules in src/tokens/fonts.css.
// A fallback font (Arial, or the metric-compatible Liberation Sans) is stretched with `size-adjust`
// so that a line of text takes the same width as in the web font, and its ascent/descent are
// overridden so that lines take the same height: swapping fonts then moves nothing (no layout shift).
// Each face is compared with the fallback of the same weight, since headings fall back to bold Arial.
// Run: node scripts/font-metrics.mjs   (prints CSS numbers; not part of the build)
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'

const require = createRequire(import.meta.url)

/** Returns a map of table tag → table bytes for a TTF/OTF or WOFF 1.0 file. */
function readTables(buffer) {
  const tables = new Map()
  const signature = buffer.toString('latin1', 0, 4)
  if (signature === 'wOFF') {
    const count = buffer.readUInt16BE(12)
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20
      const tag = buffer.toString('latin1', at, at + 4)
      const offset = buffer.readUInt32BE(at + 4)
      const compLength = buffer.readUInt32BE(at + 8)
      const origLength = buffer.readUInt32BE(at + 12)
      const data = buffer.subarray(offset, offset + compLength)
      tables.set(tag, compLength < origLength ? inflateSync(data) : data)
    }
    return tables
  }
  const count = buffer.readUInt16BE(4)
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16
    const tag = buffer.toString('latin1', at, at + 4)
    const offset = buffer.readUInt32BE(at + 8)
    const length = buffer.readUInt32BE(at + 12)
    tables.set(tag, buffer.subarray(offset, offset + length))
  }
  return tables
}

/** Maps code points to glyph ids through the format 4 subtable of `cmap`. */
function glyphLookup(cmap) {
  const count = cmap.readUInt16BE(2)
  for (let i = 0; i < count; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4)
    if (cmap.readUInt16BE(offset) !== 4) continue
    const segX2 = cmap.readUInt16BE(offset + 6)
    const ends = offset + 14
    const starts = ends + segX2 + 2
    const deltas = starts + segX2
    const ranges = deltas + segX2
    return (codePoint) => {
      for (let s = 0; s < segX2; s += 2) {
        const end = cmap.readUInt16BE(ends + s)
        if (codePoint > end) continue
        const start = cmap.readUInt16BE(starts + s)
        if (codePoint < start) return 0
        const delta = cmap.readInt16BE(deltas + s)
        const rangeOffset = cmap.readUInt16BE(ranges + s)
        if (rangeOffset === 0) return (codePoint + delta) & 0xffff
        const glyph = cmap.readUInt16BE(ranges + s + rangeOffset + (codePoint - start) * 2)
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff
      }
      return 0
    }
  }
  throw new Error('no format 4 cmap')
}

// Letter frequencies matter, not the alphabet: a sample of ordinary Slovenian and English copy.
const sample =
  'Razvijamo programsko opremo za medije, telekomunikacije in javni sektor že od leta 2008. ' +
  'Naša ekipa v Ljubljani gradi sisteme za upravljanje vsebin, aplikacije IPTV in mobilne rešitve. ' +
  'We build content management systems, IPTV applications and mobile apps for clients across Europe.'

function metrics(file) {
  const tables = readTables(readFileSync(file))
  const head = tables.get('head')
  const hhea = tables.get('hhea')
  const hmtx = tables.get('hmtx')
  const unitsPerEm = head.readUInt16BE(18)
  const numberOfHMetrics = hhea.readUInt16BE(34)
  const glyphOf = glyphLookup(tables.get('cmap'))
  const advance = (glyph) => hmtx.readUInt16BE(Math.min(glyph, numberOfHMetrics - 1) * 4)
  let width = 0
  for (const char of sample) width += advance(glyphOf(char.codePointAt(0)))
  return {
    unitsPerEm,
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    averageWidth: width / sample.length / unitsPerEm,
  }
}

const liberation = '/usr/share/fonts/truetype/liberation'
const faces = {
  'Open Sans': [
    require.resolve('@fontsource/open-sans/files/open-sans-latin-400-normal.woff'),
    `${liberation}/LiberationSans-Regular.ttf`,
  ],
  Archivo: [
    require.resolve('@fontsource/archivo/files/archivo-latin-700-normal.woff'),
    `${liberation}/LiberationSans-Bold.ttf`,
  ],
}
for (const [family, [file, fallbackFile]] of Object.entries(faces)) {
  const font = metrics(file)
  const fallback = metrics(fallbackFile)
  const sizeAdjust = font.averageWidth / fallback.averageWidth
  const percent = (value) => `${(value * 100).toFixed(2)}%`
  console.log(`${family} Fallback:`)
  console.log(`  size-adjust: ${percent(sizeAdjust)};`)
  console.log(`  ascent-override: ${percent(font.ascender / font.unitsPerEm / sizeAdjust)};`)
  console.log(`  descent-override: ${percent(Math.abs(font.descender) / font.unitsPerEm / sizeAdjust)};`)
  console.log(`  line-gap-override: ${percent(font.lineGap / font.unitsPerEm / sizeAdjust)};`)
}

import { readdirSync, readFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

// Reads the cmap of a WOFF2 file: enough of the format (W3C WOFF2 §4–5) to list its code points.
function readUIntBase128(bytes: Buffer, position: { at: number }): number {
  let value = 0
  for (let i = 0; i < 5; i++) {
    const byte = bytes[position.at++] ?? 0
    value = value * 128 + (byte & 0x7f)
    if ((byte & 0x80) === 0) return value
  }
  throw new Error('bad UIntBase128')
}

function codePoints(woff2: Buffer): Set<number> {
  const numTables = woff2.readUInt16BE(12)
  const position = { at: 48 }
  const tables: { index: number; length: number }[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = woff2[position.at++] ?? 0
    const index = flags & 0x3f
    if (index === 63) position.at += 4
    const version = flags >> 6
    const origLength = readUIntBase128(woff2, position)
    // glyf (10) and loca (11) are transformed at version 0; every other table at versions 1–3.
    const transformed = index === 10 || index === 11 ? version !== 3 : version !== 0
    tables.push({ index, length: transformed ? readUIntBase128(woff2, position) : origLength })
  }
  const data = brotliDecompressSync(woff2.subarray(position.at, position.at + woff2.readUInt32BE(20)))
  let offset = 0
  let cmap: Buffer | undefined
  for (const table of tables) {
    if (table.index === 0) cmap = data.subarray(offset, offset + table.length)
    offset += table.length
  }
  if (!cmap) throw new Error('no cmap')
  const points = new Set<number>()
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + i * 8 + 4))
    const format = sub.readUInt16BE(0)
    if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2
      for (let s = 0; s < segments; s++) {
        const end = sub.readUInt16BE(14 + s * 2)
        const start = sub.readUInt16BE(16 + segments * 2 + s * 2)
        for (let c = start; c <= end && c !== 0xffff; c++) points.add(c)
      }
    } else if (format === 12) {
      for (let g = 0; g < sub.readUInt32BE(12); g++) {
        for (let c = sub.readUInt32BE(16 + g * 12); c <= sub.readUInt32BE(20 + g * 12); c++) points.add(c)
      }
    }
  }
  return points
}

const filesDir = new URL('../../node_modules/@fontsource/opendyslexic/files/', import.meta.url)

describe('OpenDyslexic files', () => {
  const fonts = readdirSync(filesDir).filter((name) => name.endsWith('.woff2'))

  it('are the four faces fonts.css refers to', () => {
    const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')
    const referenced = [...css.matchAll(/files\/([\w-]+\.woff2)/g)].map((match) => match[1])
    expect(referenced).toHaveLength(4)
    for (const name of referenced) expect(fonts).toContain(name)
  })

  it.each(fonts)('%s has the Slovenian letters č š ž Č Š Ž', (name) => {
    const points = codePoints(readFileSync(new URL(name, filesDir)))
    for (const letter of 'čšžČŠŽ') expect(points.has(letter.codePointAt(0) ?? 0), letter).toBe(true)
    // The reader is not just saying yes: a CJK ideograph is not in a Latin font.
    expect(points.has(0x4e00)).toBe(false)
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPages, locales } from '@firma/i18n'
import { brandInitial } from '@firma/ui'
import { describe, expect, it } from 'vitest'
import { postEntries } from '../content/blog/posts.js'
import { firm } from '../content/firm/index.js'
import { headerImage } from '../pages/headerImage.js'
import { SOCIAL_IMAGE, socialImage } from './socialImage.js'

// Every page has a header image, and so has the blog post layout.
const headerRouteIds = [...listPages('sl').map((page) => page.routeId), 'blogPost' as const]

const publicDir = join(import.meta.dirname, '../public')

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('social cards', () => {
  it('name the PNG made from an SVG image', () => {
    expect(socialImage('/media/headers/about.svg')).toBe('/media/social/headers-about.png')
    expect(() => socialImage('/favicon.svg')).toThrow(RangeError)
  })

  it('exist at 1200×630 for every page header and every post (run `pnpm --filter website social-images`)', () => {
    const images = [
      ...headerRouteIds.flatMap((routeId) => locales.map((locale) => headerImage(routeId, locale).src)),
      ...postEntries.map((entry) => entry.image.src),
    ]
    for (const src of new Set(images)) {
      expect(pngSize(join(publicDir, socialImage(src))), src).toEqual(SOCIAL_IMAGE)
    }
  })

  it('and the favicon carry the wordmark’s mark: the first letter of the configured name (run the same script)', () => {
    const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
    expect(favicon).toContain(`>${brandInitial(firm.name)}</text>`)
  })
})

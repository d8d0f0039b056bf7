import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { colorSchemes, fontSizes } from './tokens.js'

// The foundations pages' prose states figures the tokens define (how many colour schemes, the range
// of the display size). The tables on those pages are drawn from the tokens; the prose is written by
// hand, so it is checked against them: "four colour schemes" stood above a table of seven, and the
// display size's range was given wrongly.
const root = join(import.meta.dirname, '../../../..')
const pages = ['.storybook/Introduction.mdx', 'packages/ui/src/tokens/DesignTokens.mdx']

/** A page's prose: without code blocks, inline code and imports, lines joined. */
function prose(path: string): string {
  return readFileSync(join(root, path), 'utf8')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/\s+/g, ' ')
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word.toLowerCase()))
const schemeNames = colorSchemes.filter((scheme) => scheme !== 'default').map((s) => s.replaceAll('-', ' '))

describe.each(pages)('%s', (page) => {
  const text = prose(page)

  it('counts the colour schemes the tokens define', () => {
    const claims = [
      ...text.matchAll(
        /\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten) (high-contrast |softer |other )?(?:colour )?(schemes|ones)\b( other than the default)?/gi,
      ),
    ]
    const kinds = new Map<string, number>()
    for (const [claim, word = '', kind = '', noun, exceptDefault] of claims) {
      if (noun === 'ones' && !kind) continue
      const n = count(word)
      if (kind === 'other ' || exceptDefault) expect(n, claim).toBe(colorSchemes.length - 1)
      else if (kind) {
        expect(kinds.get(kind) ?? n, `${claim}: the page counts them differently elsewhere`).toBe(n)
        kinds.set(kind, n)
      } else expect(n, claim).toBe(colorSchemes.length)
    }
    // "three high-contrast schemes … and three softer ones": the two kinds are every scheme but the default.
    const split = [...kinds.values()].reduce((sum, n) => sum + n, 0)
    if (kinds.size > 1)
      expect(split, 'high-contrast and softer schemes together').toBe(colorSchemes.length - 1)
  })

  it('names only schemes that exist', () => {
    for (const [named] of text.matchAll(/\b(?:yellow|black|white|brown) on [a-z]+\b/gi)) {
      expect(schemeNames, named).toContain(named.toLowerCase())
    }
  })

  it('gives sizes in rem that the tokens define, and the display size’s range', () => {
    const tokens = readFileSync(join(import.meta.dirname, 'tokens.ts'), 'utf8')
    for (const [size] of text.matchAll(/\b\d+(?:\.\d+)?rem\b/g)) expect(tokens, size).toContain(`${size}`)
    const [, min, max] = /clamp\(([\d.]+rem),.*,\s*([\d.]+rem)\)/.exec(fontSizes.display) ?? []
    for (const [claim, from, to] of text.matchAll(/between (\d+(?:\.\d+)?rem) and (\d+(?:\.\d+)?rem)/g)) {
      expect([from, to], claim).toEqual([min, max])
    }
  })
})

it('the design tokens page names every colour scheme', () => {
  const text = prose('packages/ui/src/tokens/DesignTokens.mdx').toLowerCase()
  for (const name of schemeNames) expect(text, name).toContain(name)
})

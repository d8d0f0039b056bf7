import { describe, expect, it } from 'vitest'
import { markdownBlocks } from './markdown.js'

describe('a content file’s Markdown body', () => {
  it('reads paragraphs and lists with emphasis, strong text, links and code', () => {
    const source = 'Prvi odstavek v **dveh**\nvrsticah z [povezavo](/kontakt).\n\n- *ena*\n- `dve`\n\n1. tri'
    expect(markdownBlocks(source, 'content/products/x/sl.md')).toEqual([
      {
        paragraph: [
          'Prvi odstavek v ',
          { strong: ['dveh'] },
          ' vrsticah z ',
          { link: '/kontakt', children: ['povezavo'] },
          '.',
        ],
      },
      { list: [[{ emphasis: ['ena'] }], [{ code: 'dve' }]], ordered: false },
      { list: [['tri']], ordered: true },
    ])
  })

  it.each([
    ['# Naslov', 'a heading'],
    ['![slika](/a.svg)', 'a image'],
    ['```\nkoda\n```', 'a code'],
    ['> navedek', 'a blockquote'],
  ])('names the file and its line for what it cannot show: %s', (source, what) => {
    expect(() => markdownBlocks(`Odstavek.\n\n${source}`, 'content/products/x/sl.md', 10)).toThrow(
      `content/products/x/sl.md:12: ${what} cannot be shown here; write paragraphs and lists`,
    )
  })
})
